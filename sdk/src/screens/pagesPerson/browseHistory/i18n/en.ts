import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'browseHistory.title': 'Browsing history',
  'browseHistory.open': 'Open',
  'browseHistory.full': 'Full',
  'browseHistory.closed': 'Closed',
  'browseHistory.empty': 'Orders you open will show up here.',
  'browseHistory.find': 'Browse the task hall',
  'browseHistory.loggedOut': 'Sign in to see the orders you viewed.',
  'browseHistory.login': 'Sign in',
};

export default en;
