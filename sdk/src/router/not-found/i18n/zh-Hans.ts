import type { Catalog } from '../../../i18n';

const zhHans: Catalog = {
  'notFound.title': '页面不存在',
  'notFound.body': '该页面不存在或已被移除',
  'notFound.backHome': '返回首页',
};

export default zhHans;
