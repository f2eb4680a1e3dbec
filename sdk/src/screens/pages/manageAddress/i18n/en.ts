import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'manageAddress.title': 'My addresses',
  'manageAddress.pickTitle': 'Choose an address',
  'manageAddress.pickHint': 'Tap an address to use it.',
  'manageAddress.default': 'Default',
  'manageAddress.setDefault': 'Set as default',
  'manageAddress.defaultSet': 'Default address updated',
  'manageAddress.edit': 'Edit',
  'manageAddress.delete': 'Delete',
  'manageAddress.deleteTitle': 'Delete this address?',
  'manageAddress.deleted': 'Address deleted',
  'manageAddress.add': 'Add address',
  'manageAddress.empty': 'No addresses yet',
  'manageAddress.emptyHint': 'Add one to use it when you post a task.',
  'manageAddress.limit': 'You can keep up to {max} addresses. Delete one to add another.',
};

export default en;
