import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'iconProject.title': 'All services',
  'iconProject.pickTitle': 'Choose a category',
  'iconProject.empty': 'No categories yet',
};

export default en;
