import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'receiverList.title': 'Proveedores',
  'receiverList.missing': 'Este enlace no indica ningún pedido.',
  'receiverList.spots': '{paid} de {total} plazas pagadas',
  'receiverList.empty': 'Nadie ha aceptado este pedido todavía.',
  'receiverList.open': 'Detalle e historial',
  'receiverList.contact': 'Mensaje',
  'receiverList.contactNamed': 'Enviar un mensaje a {name}',
};

export default es;
