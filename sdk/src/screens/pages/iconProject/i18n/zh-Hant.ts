import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'iconProject.title': '全部服務',
  'iconProject.pickTitle': '選擇分類',
  'iconProject.empty': '目前沒有分類',
};

export default zhHant;
