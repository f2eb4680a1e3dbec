import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'walletView.title': '我的钱包',
  'walletView.loggedOut': '登录后查看你的钱包',
  'walletView.login': '去登录',
  'walletView.balances': '余额',
  'walletView.available': '可提现',
  'walletView.pending': '结算中',
  'walletView.frozen': '提现中',
  'walletView.total': '累计收入',
  'walletView.pendingHint': '任务完成结算 {days} 天后，收入转为可提现。',
  'walletView.cashOut': '提现',
  'walletView.records': '提现记录',
  'walletView.income': '收入明细',
  'walletView.withdrawals': '提现明细',
  'walletView.noIncome': '接单赚到的钱会显示在这里',
  'walletView.noWithdrawals': '还没有提现记录',
  'walletView.kindClearance': '结算完成',
  'walletView.kindRequested': '申请提现',
  'walletView.kindSucceeded': '已提现到微信',
  'walletView.kindFailed': '提现失败，已退回',
  'walletView.kindCancelled': '提现已撤销，已退回',
  'walletView.kindTask': '任务收入',
  'walletView.bucketPending': '结算中',
  'walletView.bucketAvailable': '可提现',
  'walletView.bucketFrozen': '提现中',
};

export default zhHans;
