import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'cashRecord.title': '提现记录',
  'cashRecord.empty': '还没有提现记录',
  'cashRecord.cashOut': '去提现',
  'cashRecord.loggedOut': '登录后查看提现记录',
  'cashRecord.login': '去登录',
  'cashRecord.cancel': '撤销',
  'cashRecord.confirm': '确认收款',
  'cashRecord.cancelTitle': '撤销这笔提现？',
  'cashRecord.cancelBody': '金额会退回可提现余额。',
  'cashRecord.cancelled': '提现已撤销，金额已退回余额',
};

export default zhHans;
