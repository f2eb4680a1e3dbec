import type { Catalog } from '../../../i18n';

const es: Catalog = {
  'taskAction.pay': 'Pagar ahora',
  'taskAction.payTopup': 'Pagar el suplemento de {amount}',
  'taskAction.offers': 'Ofertas: {n}',
  'taskAction.introCounter':
    'Indica tu precio. Quedan {left} de {max} contraofertas (cuentan las de ambas partes); después solo se puede aceptar o rechazar.',
  'taskAction.introAcceptPoster':
    '¿Aceptar {price}? La plaza queda reservada para ti durante {minutes} minutos mientras pagas.',
  'taskAction.introAcceptTaker':
    '¿Aceptar la oferta del cliente de {price}? Tendrá {minutes} minutos para pagar, y el dinero queda retenido de forma segura hasta que termine el trabajo.',
  'taskAction.introReject': '¿Rechazar esta oferta? Avisaremos al proveedor, con el motivo si lo indicas.',
  'taskAction.introWithdraw':
    '¿Retirarte de esta tarea? Puedes volver a postularte mientras el pedido siga abierto.',
  'taskAction.introStart': 'Avisa al cliente de que has empezado el trabajo.',
  'taskAction.introDeliver':
    'Describe lo que has hecho y añade fotos como prueba. El cliente tiene {days} días para revisarlo; después se da por terminado automáticamente.',
  'taskAction.introRequestChanges':
    'Explica al proveedor qué falta por hacer. Puedes pedir cambios {left} veces más.',
  'taskAction.introConfirm':
    '¿Confirmas que el trabajo está terminado? Se liberarán {price} al proveedor. No se puede deshacer.',
  'taskAction.introRequestCancel':
    'La otra parte tiene {hours} horas para responder. Si acepta o no responde a tiempo, la tarea se cancela y el cliente recibe el reembolso completo.',
  'taskAction.introAcceptCancel':
    '¿Aceptar la cancelación? La tarea termina y el cliente recibe el reembolso completo.',
  'taskAction.introRejectCancel':
    '¿Rechazar la cancelación? Atención al cliente intervendrá y decidirá; mientras tanto, el pago sigue retenido.',
  'taskAction.introDispute':
    'Atención al cliente revisará el caso y decidirá. Mientras tanto, el pago sigue retenido.',
  'taskAction.price': 'Tu precio (¥)',
  'taskAction.reason': 'Motivo',
  'taskAction.reasonOptional': 'Motivo (opcional)',
  'taskAction.responsible': '¿Quién es responsable?',
  'taskAction.responsibleMe': 'Yo',
  'taskAction.responsiblePoster': 'El cliente',
  'taskAction.responsibleTaker': 'El proveedor',
  'taskAction.responsibleNeither': 'Ninguno de los dos',
  'taskAction.note': 'Nota',
  'taskAction.photos': 'Fotos ({count}/{max})',
  'taskAction.photo': 'Foto {n}',
  'taskAction.addPhotos': 'Añadir fotos',
  'taskAction.removePhoto': 'Quitar la foto {n}',
  'taskAction.errorReason': 'Indica un motivo.',
  'taskAction.errorResponsible': 'Elige quién es responsable.',
  'taskAction.errorPrice': 'Introduce un importe entre ¥0.01 y {max}, con dos decimales como máximo.',
  'taskAction.errorSamePrice': 'Ese ya es el precio actual. Propón otro.',
  'taskAction.errorEvidence': 'Añade una nota o al menos una foto.',
  'taskAction.errorUploading': 'Espera a que terminen de subirse las fotos.',
  'taskAction.errorUploadFailed': 'No se pudo subir una foto. Quítala y vuelve a añadirla.',
  'taskAction.errorTooManyPhotos': 'Puedes añadir {max} fotos como máximo; el resto se ha descartado.',
};

export default es;
