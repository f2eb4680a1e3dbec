import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'webView.title': '网页',
  'webView.refusedTitle': '无法在此打开该链接',
  'webView.refusedBody': '为了您的安全，这里只能打开可信网站的安全链接',
};

export default zhHans;
