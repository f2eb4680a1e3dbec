import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'webView.title': 'Web page',
  'webView.refusedTitle': 'This link cannot be opened here',
  'webView.refusedBody': 'For your safety, only secure links to trusted sites open in this window.',
};

export default en;
