import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'walletView.title': '我的錢包',
  'walletView.loggedOut': '登入後查看你的錢包',
  'walletView.login': '前往登入',
  'walletView.balances': '餘額',
  'walletView.available': '可提領',
  'walletView.pending': '結算中',
  'walletView.frozen': '提領中',
  'walletView.total': '累計收入',
  'walletView.pendingHint': '任務完成結算 {days} 天後，收入會轉為可提領。',
  'walletView.cashOut': '提領',
  'walletView.records': '提領紀錄',
  'walletView.income': '收入明細',
  'walletView.withdrawals': '提領明細',
  'walletView.noIncome': '接案賺到的錢會顯示在這裡',
  'walletView.noWithdrawals': '目前還沒有提領紀錄',
  'walletView.kindClearance': '結算完成',
  'walletView.kindRequested': '申請提領',
  'walletView.kindSucceeded': '已提領到微信',
  'walletView.kindFailed': '提領失敗，已退回',
  'walletView.kindCancelled': '提領已取消，已退回',
  'walletView.kindTask': '任務收入',
  'walletView.bucketPending': '結算中',
  'walletView.bucketAvailable': '可提領',
  'walletView.bucketFrozen': '提領中',
};

export default zhHant;
