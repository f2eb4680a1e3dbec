import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'hotTask.title': '熱門任務',
  'hotTask.intro': '本週瀏覽和報名最多的任務',
  'hotTask.empty': '目前沒有可接的任務',
};

export default zhHant;
