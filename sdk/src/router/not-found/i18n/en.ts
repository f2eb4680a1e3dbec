import type { Catalog } from '../../../i18n';

/** The texts of the not-found page (`notFound.*`), English: the fallback. */
const en: Catalog = {
  'notFound.title': 'Page not found',
  'notFound.body': 'This page does not exist or has moved.',
  'notFound.backHome': 'Back to home',
};

export default en;
