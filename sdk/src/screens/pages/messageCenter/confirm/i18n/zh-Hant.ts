import type { Catalog } from '../../../../../i18n';

const zhHant: Catalog = {
  'messageCenter.deleteTitle': '確定刪除這個對話嗎？',
  'messageCenter.deleteBody': '僅從你的列表中移除，收到新訊息時會重新出現',
};

export default zhHant;
