import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'deliverOrder.title': 'Publicar una tarea',
  'deliverOrder.loggedOut': 'Inicia sesión para publicar una tarea',
  'deliverOrder.login': 'Vincular teléfono',
  'deliverOrder.publish': 'Publicar',
  'deliverOrder.guideTitle': 'Cómo publicar una tarea',
  'deliverOrder.guideWhat': 'Elige una categoría y explica qué hay que hacer. Las fotos ayudan a entenderlo.',
  'deliverOrder.guideWhere': 'Indica la dirección y cuándo debe hacerse el servicio.',
  'deliverOrder.guidePrice': 'Fija un precio o recibe ofertas y elige la que más te convenga.',
  'deliverOrder.guideAfter':
    'El borrador se guarda mientras escribes. Cuando publiques, los interesados se apuntarán; aceptas a uno y pagas en la plataforma.',
  'deliverOrder.guideOk': 'Entendido',
  'deliverOrder.couponsTitle': 'Cupones para esta tarea',
  'deliverOrder.couponsLoading': 'Buscando cupones…',
  'deliverOrder.couponsNone': 'No hay cupones que conseguir para esta categoría.',
  'deliverOrder.couponsHint': 'Tus cupones se aplican cuando pagas la tarea.',
  'deliverOrder.couponClaim': 'Conseguir',
  'deliverOrder.couponHeld': 'Conseguido',
  'deliverOrder.couponGone': 'Agotado',
  'deliverOrder.couponClaimed': 'Cupón conseguido: {name}',
  'deliverOrder.couponMin': 'desde {amount}',
  'deliverOrder.couponNoMin': 'sin mínimo',
  'deliverOrder.couponDays': 'válido {n} días',
  'deliverOrder.couponUntil': 'hasta el {date}',
};

export default es;
