import type { Catalog } from '../../../i18n';

const zhHant: Catalog = {
  'evaluation.stars': '{n}顆星（滿分5顆星）',
  'evaluation.noText': '未填寫評價內容',
  'evaluation.photo': '第{n}張圖片',
};

export default zhHant;
