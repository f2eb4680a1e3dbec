import type { BlockedCategory } from './blocked-words.js';

/** The interface locales of spec section 8. */
export type BlockedWordsLocale = 'en' | 'es' | 'fr' | 'zh-Hans' | 'zh-Hant';

type Messages = Record<BlockedCategory, string>;

// One constant per locale, so a locale's catalog chunk can import its own texts alone (a bundler
// can drop unused constants, never unused keys of one object).

/** Blocked-words messages, en. */
export const BLOCKED_WORDS_EN: Messages = {
  violence: 'This text contains violent or threatening language. Please remove it.',
  pornography: 'This text contains sexual content, which is not allowed here.',
  gambling: 'This text mentions gambling, which is not allowed here.',
  drugs: 'This text mentions illegal drugs, which is not allowed here.',
  politics: 'This text contains content that is not allowed here. Please rephrase it.',
  religion: 'This text contains religious promotion, which is not allowed here.',
  fraud: 'This text looks like a scam or a risky investment offer and cannot be posted.',
  insult: 'Please keep it polite: this text contains insulting language.',
  phone: 'Please don’t share phone numbers before the task is paid.',
  wechat: 'Please don’t share WeChat accounts before the task is paid.',
  qq: 'Please don’t share QQ numbers before the task is paid.',
  alipay: 'Please don’t share Alipay accounts or pay outside the platform.',
  website: 'Links and web addresses can’t be shared here.',
  email: 'Please don’t share email addresses before the task is paid.',
  contact: 'Please keep the conversation and payment on the platform until the task is paid.',
};

/** Blocked-words messages, es. */
export const BLOCKED_WORDS_ES: Messages = {
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

/** Blocked-words messages, fr. */
export const BLOCKED_WORDS_FR: Messages = {
  violence: 'Ce texte contient des propos violents ou menaçants. Merci de les retirer.',
  pornography: 'Ce texte contient du contenu sexuel, qui n’est pas autorisé ici.',
  gambling: 'Ce texte parle de jeux d’argent, qui ne sont pas autorisés ici.',
  drugs: 'Ce texte parle de drogues illégales, qui ne sont pas autorisées ici.',
  politics: 'Ce texte contient un contenu non autorisé ici. Merci de le reformuler.',
  religion: 'Ce texte contient du prosélytisme religieux, qui n’est pas autorisé ici.',
  fraud: 'Ce texte ressemble à une arnaque ou à un placement risqué et ne peut pas être publié.',
  insult: 'Merci de rester courtois : ce texte contient des insultes.',
  phone: 'Ne partagez pas de numéro de téléphone avant le paiement de la tâche.',
  wechat: 'Ne partagez pas de compte WeChat avant le paiement de la tâche.',
  qq: 'Ne partagez pas de numéro QQ avant le paiement de la tâche.',
  alipay: 'Ne partagez pas de compte Alipay et ne payez pas en dehors de la plateforme.',
  website: 'Les liens et adresses web ne peuvent pas être partagés ici.',
  email: 'Ne partagez pas d’adresse e-mail avant le paiement de la tâche.',
  contact: 'Gardez la conversation et le paiement sur la plateforme jusqu’au paiement de la tâche.',
};

/** Blocked-words messages, zh-Hans. */
export const BLOCKED_WORDS_ZH_HANS: Messages = {
  violence: '内容包含暴力或威胁性言论，请修改后再发送',
  pornography: '内容涉及色情信息，请修改后再发送',
  gambling: '内容涉及赌博信息，请修改后再发送',
  drugs: '内容涉及毒品信息，请修改后再发送',
  politics: '内容包含不允许发布的信息，请修改后再发送',
  religion: '内容涉及宗教传播，请修改后再发送',
  fraud: '内容疑似诈骗或违规投资信息，请勿发布',
  insult: '请文明交流，内容包含辱骂性言论',
  phone: '内容包含电话号码，任务支付前请勿交换联系方式',
  wechat: '内容包含微信号，任务支付前请勿交换联系方式',
  qq: '内容包含QQ号，任务支付前请勿交换联系方式',
  alipay: '内容包含支付宝账号，请勿绕过平台私下付款',
  website: '暂不支持发送网址或链接',
  email: '内容包含邮箱地址，任务支付前请勿交换联系方式',
  contact: '任务支付前请勿交换联系方式或私下交易，请通过平台沟通和付款',
};

/** Blocked-words messages, zh-Hant. */
export const BLOCKED_WORDS_ZH_HANT: Messages = {
  violence: '內容包含暴力或威脅性言論，請修改後再傳送',
  pornography: '內容涉及色情資訊，請修改後再傳送',
  gambling: '內容涉及賭博資訊，請修改後再傳送',
  drugs: '內容涉及毒品資訊，請修改後再傳送',
  politics: '內容包含不允許發布的資訊，請修改後再傳送',
  religion: '內容涉及宗教傳播，請修改後再傳送',
  fraud: '內容疑似詐騙或違規投資資訊，請勿發布',
  insult: '請文明交流，內容包含辱罵性言論',
  phone: '內容包含電話號碼，任務付款前請勿交換聯絡方式',
  wechat: '內容包含微信帳號，任務付款前請勿交換聯絡方式',
  qq: '內容包含QQ號碼，任務付款前請勿交換聯絡方式',
  alipay: '內容包含支付寶帳號，請勿繞過平台私下付款',
  website: '暫不支援傳送網址或連結',
  email: '內容包含電子郵件地址，任務付款前請勿交換聯絡方式',
  contact: '任務付款前請勿交換聯絡方式或私下交易，請透過平台溝通和付款',
};

/**
 * What a refused text is told, per locale and rule. The texts name the rule, never the word,
 * and say what to do. Shared by the SDK (a toast before sending) and the server (the `msg` of
 * a code-0 envelope).
 */
export const BLOCKED_WORDS_MESSAGES: Record<BlockedWordsLocale, Messages> = {
  en: BLOCKED_WORDS_EN,
  es: BLOCKED_WORDS_ES,
  fr: BLOCKED_WORDS_FR,
  'zh-Hans': BLOCKED_WORDS_ZH_HANS,
  'zh-Hant': BLOCKED_WORDS_ZH_HANT,
};

/**
 * The message for a refused text, in `locale` (a region tag like `zh-CN` or `fr-CA` falls
 * back to its language, then English).
 *
 * @example blockedWordsMessage('qq', 'zh-Hans') // '内容包含QQ号，任务支付前请勿交换联系方式'
 */
export function blockedWordsMessage(category: BlockedCategory, locale: string): string {
  const lower = locale.toLowerCase();
  const key: BlockedWordsLocale =
    lower === 'zh-hant' ||
    lower === 'zh-tw' ||
    lower === 'zh-hk' ||
    lower === 'zh-mo' ||
    lower.startsWith('zh-hant')
      ? 'zh-Hant'
      : lower.startsWith('zh')
        ? 'zh-Hans'
        : lower.startsWith('es')
          ? 'es'
          : lower.startsWith('fr')
            ? 'fr'
            : 'en';
  return BLOCKED_WORDS_MESSAGES[key][category];
}
