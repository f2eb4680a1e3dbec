import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'selectProject.title': 'Choose a service',
  'selectProject.pickTitle': 'Choose a category',
  'selectProject.search': 'Search categories',
  'selectProject.current': 'Selected',
  'selectProject.empty': 'No categories yet',
  'selectProject.noMatch': 'No category matches “{q}”',
};

export default en;
