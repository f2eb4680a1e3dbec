import type { Catalog } from '../../../i18n';

const zhHant: Catalog = {
  'notFound.title': '找不到頁面',
  'notFound.body': '此頁面不存在或已移除',
  'notFound.backHome': '返回首頁',
};

export default zhHant;
