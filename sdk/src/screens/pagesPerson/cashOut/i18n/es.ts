import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'cashOut.title': 'Retirar',
  'cashOut.loggedOut': 'Inicia sesión para retirar dinero.',
  'cashOut.login': 'Iniciar sesión',
  'cashOut.balance': 'Saldo',
  'cashOut.available': 'Disponible para retirar',
  'cashOut.min': 'Retiro mínimo',
  'cashOut.dailyMax': 'Máximo por día',
  'cashOut.todayLeft': 'Te queda hoy',
  'cashOut.amount': 'Importe (yuanes)',
  'cashOut.placeholder': 'p. ej. 50.00',
  'cashOut.all': 'Todo',
  'cashOut.arrives':
    'El dinero llega a tu saldo de WeChat cuando confirmas la recepción. Un retiro a la vez.',
  'cashOut.submit': 'Retirar',
  'cashOut.records': 'Historial de retiros',
  'cashOut.confirmTitle': '¿Retirar {amount} a WeChat?',
  'cashOut.confirmBody': 'El importe se reserva ahora y llega cuando confirmes la recepción.',
  'cashOut.invalid': 'Escribe un importe en yuanes, con dos decimales como máximo.',
  'cashOut.belowMin': 'El retiro mínimo es de {min}.',
  'cashOut.aboveAvailable': 'Puedes retirar como máximo {available}.',
  'cashOut.aboveDaily': 'Hoy puedes retirar {left} más.',
  'cashOut.started': 'Retiro iniciado.',
  'cashOut.open': 'Hay un retiro en curso.',
  'cashOut.confirmOnPage': 'Confirma la recepción en la página de confirmación para recibir el dinero.',
  'cashOut.openPage': 'Abrir la página de confirmación',
  'cashOut.confirmInWechat': 'Confirma la recepción en WeChat para recibir el dinero.',
  'cashOut.processing': 'Esperamos la respuesta de WeChat. Consulta el historial de retiros.',
  'cashOut.unavailable': 'Los retiros no están disponibles ahora.',
};

export default es;
