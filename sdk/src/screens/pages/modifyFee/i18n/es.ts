import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'modifyFee.title': 'Cambiar el importe',
  'modifyFee.order': 'Pedido',
  'modifyFee.taker': 'Prestador',
  'modifyFee.poster': 'Cliente',
  'modifyFee.current': 'Importe actual',
  'modifyFee.asked': 'Cambio solicitado',
  'modifyFee.newFee': 'Nuevo importe (¥)',
  'modifyFee.placeholder': 'Por ejemplo, 120 o 99.50',
  'modifyFee.reason': 'Motivo (opcional)',
  'modifyFee.submit': 'Confirmar',
  'modifyFee.invalid': 'Escribe un importe en yuanes, como 120 o 99.50.',
  'modifyFee.tooLow': 'El importe debe ser mayor que {min}.',
  'modifyFee.tooHigh': 'El importe no puede superar {max}.',
  'modifyFee.same': 'Ese ya es el importe sobre la mesa.',
  'modifyFee.applies':
    'La tarea aún no está pagada, así que el nuevo importe se aplica ya: pagarás {amount}.',
  'modifyFee.raises':
    'La tarea ya está pagada: ahora pagarás la diferencia de {amount} como suplemento. El importe cambia cuando se pague.',
  'modifyFee.lowers':
    'La tarea ya está pagada, así que {name} tiene que aceptarlo. Si acepta, te devolvemos {amount}.',
  'modifyFee.withdraws': 'Así retiras el cambio que pediste; el importe sigue siendo {fee}.',
  'modifyFee.pendingRaise': 'Hay un suplemento de {amount} pendiente de pago.',
  'modifyFee.pendingLower': 'Esperando la respuesta de {name}.',
  'modifyFee.payTopup': 'Pagar el suplemento de {amount}',
  'modifyFee.askedOfYou':
    'El cliente pide bajar el importe de {from} a {to}. Si aceptas, la diferencia se le devuelve.',
  'modifyFee.why': 'Su motivo: {reason}',
  'modifyFee.agree': 'Aceptar {fee}',
  'modifyFee.keep': 'Mantener {fee}',
  'modifyFee.notNow': 'El importe de esta tarea no se puede cambiar ahora.',
  'modifyFee.back': 'Volver',
  'modifyFee.doneChanged': 'Importe cambiado',
  'modifyFee.doneAsked': 'Enviado a {name} para que lo apruebe',
  'modifyFee.doneWithdrawn': 'Cambio retirado',
  'modifyFee.doneAccepted': 'Has aceptado el nuevo importe',
  'modifyFee.doneDeclined': 'Has mantenido el importe actual',
};

export default es;
