import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'receiverList.title': 'Takers',
  'receiverList.missing': 'This link does not name an order.',
  'receiverList.spots': '{paid} of {total} spots paid',
  'receiverList.empty': 'No one has taken this order yet.',
  'receiverList.open': 'Details and history',
  'receiverList.contact': 'Message',
  'receiverList.contactNamed': 'Message {name}',
};

export default en;
