import type { Catalog } from '../../../i18n';

const zhHans: Catalog = {
  'copyText.copied': '内容已复制',
  'copyText.failed': '复制失败，请手动复制',
};

export default zhHans;
