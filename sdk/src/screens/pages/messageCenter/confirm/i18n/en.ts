import type { Catalog } from '../../../../../i18n';

const en: Catalog = {
  'messageCenter.deleteTitle': 'Delete this conversation?',
  'messageCenter.deleteBody': 'It is removed from your list only. It comes back if a new message arrives.',
};

export default en;
