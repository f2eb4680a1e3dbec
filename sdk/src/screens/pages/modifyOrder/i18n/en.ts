import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'modifyOrder.title': 'Modify order',
  'modifyOrder.loggedOut': 'Sign in to change your order',
  'modifyOrder.login': 'Bind phone',
  'modifyOrder.missing': 'This order does not exist.',
  'modifyOrder.locked': 'This order can no longer be changed: it has a paid task or is no longer open.',
  'modifyOrder.save': 'Save changes',
  'modifyOrder.saved': 'Changes saved',
};

export default en;
