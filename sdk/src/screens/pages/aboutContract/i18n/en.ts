import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'aboutContract.title': 'Agreement',
  'aboutContract.missing': 'No agreement was specified.',
  'aboutContract.updated': 'Last updated: {date}',
};

export default en;
