import type { BlockedWordsMessages } from '../blocked-words.js';

/** What a text refused by the blocked-words rule is told, in es: a module of its own, so the SDK fetches one locale's. */
const messages: BlockedWordsMessages = {
  violence: 'El texto contiene lenguaje violento o amenazante. Elimínalo, por favor.',
  pornography: 'El texto contiene contenido sexual, que no está permitido aquí.',
  gambling: 'El texto menciona apuestas o juegos de azar, que no están permitidos aquí.',
  drugs: 'El texto menciona drogas ilegales, que no están permitidas aquí.',
  politics: 'El texto contiene contenido no permitido aquí. Reformúlalo, por favor.',
  religion: 'El texto contiene propaganda religiosa, que no está permitida aquí.',
  fraud: 'El texto parece una estafa o una inversión de riesgo y no se puede publicar.',
  insult: 'Mantén un tono respetuoso: el texto contiene insultos.',
  phone: 'No compartas números de teléfono antes de que se pague la tarea.',
  wechat: 'No compartas cuentas de WeChat antes de que se pague la tarea.',
  qq: 'No compartas números de QQ antes de que se pague la tarea.',
  alipay: 'No compartas cuentas de Alipay ni pagues fuera de la plataforma.',
  website: 'No se pueden compartir enlaces ni direcciones web aquí.',
  email: 'No compartas direcciones de correo antes de que se pague la tarea.',
  contact: 'Mantén la conversación y el pago en la plataforma hasta que se pague la tarea.',
};

export default messages;
