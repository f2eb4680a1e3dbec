import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'hotTask.title': 'Hot positions',
  'hotTask.intro': 'Most viewed and applied for this week',
  'hotTask.empty': 'No open tasks right now',
};

export default en;
