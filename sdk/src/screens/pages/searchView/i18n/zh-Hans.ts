import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'searchView.title': '搜索',
  'searchView.label': '搜索词',
  'searchView.placeholder': '搜索任务或达人',
  'searchView.submit': '搜索',
  'searchView.tasks': '任务',
  'searchView.talents': '达人',
  'searchView.prompt': '输入你想找的内容',
  'searchView.noResults': '没有找到与“{str}”相关的结果',
  'searchView.results': '搜索结果',
};

export default zhHans;
