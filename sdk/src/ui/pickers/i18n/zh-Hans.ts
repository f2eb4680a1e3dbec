import type { Catalog } from '../../../i18n';

const zhHans: Catalog = {
  'pickers.year': '年',
  'pickers.month': '月',
  'pickers.day': '日',
  'pickers.hour': '时',
  'pickers.minute': '分',
};

export default zhHans;
