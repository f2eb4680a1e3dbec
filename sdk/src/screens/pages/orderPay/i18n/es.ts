import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'orderPay.title': 'Pago',
  'orderPay.topupTitle': 'Pagar el suplemento',
  'orderPay.order': 'Pedido',
  'orderPay.taker': 'Prestador',
  'orderPay.status': 'Estado',
  'orderPay.fee': 'Importe',
  'orderPay.newFee': 'Nuevo importe',
  'orderPay.payable': 'A pagar',
  'orderPay.difference': 'Suplemento a pagar',
  'orderPay.left': 'Paga en {time}',
  'orderPay.pay': 'Pagar {amount}',
  'orderPay.confirmOnPage': 'Confirma el pago en la página de pago y luego vuelve aquí.',
  'orderPay.openPage': 'Abrir la página de pago',
  'orderPay.waiting': 'Esperando la confirmación del pago…',
  'orderPay.checkFailed': 'No se pudo comprobar el pago: {error}. Volvemos a intentarlo…',
  'orderPay.paid': 'Pago recibido',
  'orderPay.failed': 'El pago no se ha completado. No se ha cobrado nada.',
  'orderPay.retry': 'Intentar de nuevo',
  'orderPay.expired': 'Se acabó el tiempo para pagar. Vuelve al pedido para empezar de nuevo.',
  'orderPay.backToOrder': 'Volver al pedido',
  'orderPay.cancelled': 'Pago cancelado. Puedes volver a pagar mientras quede tiempo.',
  'orderPay.needWechat': 'Abre esta página en WeChat para pagar.',
  'orderPay.alreadyPaid': 'Esta tarea ya está pagada.',
  'orderPay.notAwaiting': 'Esta tarea ya no está pendiente de pago.',
  'orderPay.nothingToPay': 'Ahora mismo no hay nada que pagar en esta tarea.',
  // coupons
  'orderPay.coupon': 'Cupón',
  'orderPay.noCoupon': 'Ninguno',
  'orderPay.bestPicked':
    'Hemos aplicado el cupón con el que más ahorras. Toca «Cupón» para cambiarlo o pagar sin cupón.',
};

export default es;
