import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'cashRecord.title': '提領紀錄',
  'cashRecord.empty': '目前還沒有提領紀錄',
  'cashRecord.cashOut': '前往提領',
  'cashRecord.loggedOut': '登入後查看提領紀錄',
  'cashRecord.login': '前往登入',
  'cashRecord.cancel': '取消',
  'cashRecord.confirm': '確認收款',
  'cashRecord.cancelTitle': '要取消這筆提領嗎？',
  'cashRecord.cancelBody': '金額會退回可提領餘額。',
  'cashRecord.cancelled': '已取消提領，金額已退回餘額',
};

export default zhHant;
