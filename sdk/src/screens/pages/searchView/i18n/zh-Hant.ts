import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'searchView.title': '搜尋',
  'searchView.label': '搜尋字詞',
  'searchView.placeholder': '搜尋任務或達人',
  'searchView.submit': '搜尋',
  'searchView.tasks': '任務',
  'searchView.talents': '達人',
  'searchView.prompt': '輸入你想找的內容',
  'searchView.noResults': '找不到與「{str}」相關的結果',
  'searchView.results': '搜尋結果',
};

export default zhHant;
