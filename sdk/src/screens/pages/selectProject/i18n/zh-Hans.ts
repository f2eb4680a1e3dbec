import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'selectProject.title': '选择服务项目',
  'selectProject.pickTitle': '选择分类',
  'selectProject.search': '搜索分类',
  'selectProject.current': '已选',
  'selectProject.empty': '暂无分类',
  'selectProject.noMatch': '没有找到与“{q}”相关的分类',
};

export default zhHans;
