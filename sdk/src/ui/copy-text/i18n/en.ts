import type { Catalog } from '../../../i18n';

/** The toasts of copyText (`copyText.*`), English: the fallback. */
const en: Catalog = {
  'copyText.copied': 'Content copied',
  'copyText.failed': 'Copy failed, please copy manually',
};

export default en;
