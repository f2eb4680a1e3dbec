import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'iconProject.title': '全部服务',
  'iconProject.pickTitle': '选择分类',
  'iconProject.empty': '暂无分类',
};

export default zhHans;
