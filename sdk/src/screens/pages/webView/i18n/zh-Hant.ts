import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'webView.title': '網頁',
  'webView.refusedTitle': '無法在這裡開啟此連結',
  'webView.refusedBody': '為了您的安全，這裡只能開啟可信任網站的安全連結',
};

export default zhHant;
