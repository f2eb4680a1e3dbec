import type { Catalog } from '../../../i18n';

const zhHans: Catalog = {
  'saveButton.save': '收藏',
  'saveButton.saved': '已收藏',
  'saveButton.added': '收藏成功',
  'saveButton.removed': '已取消收藏',
};

export default zhHans;
