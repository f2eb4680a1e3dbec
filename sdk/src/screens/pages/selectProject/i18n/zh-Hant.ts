import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'selectProject.title': '選擇服務項目',
  'selectProject.pickTitle': '選擇分類',
  'selectProject.search': '搜尋分類',
  'selectProject.current': '已選',
  'selectProject.empty': '目前沒有分類',
  'selectProject.noMatch': '找不到與「{q}」相關的分類',
};

export default zhHant;
