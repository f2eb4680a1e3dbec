import type { Catalog } from '../../../i18n';

const zhHans: Catalog = {
  'evaluation.stars': '{n}星（满分5星）',
  'evaluation.noText': '未填写评价内容',
  'evaluation.photo': '第{n}张图片',
};

export default zhHans;
