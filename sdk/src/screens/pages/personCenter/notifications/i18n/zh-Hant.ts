import type { Catalog } from '../../../../../i18n';

/** The person's notification settings: one line per kind. */
const zhHant: Catalog = {
  'personCenter.notifyOffer': '報價與議價',
  'personCenter.notifyAccepted': '報價獲接受',
  'personCenter.notifyPaid': '付款通知',
  'personCenter.notifyDelivered': '服務已交付',
  'personCenter.notifyConfirmReminder': '確認驗收提醒',
  'personCenter.notifyCancelRequested': '取消申請',
  'personCenter.notifyDisputeResolved': '糾紛處理結果',
  'personCenter.notifyWithdrawalFinished': '提領到帳',
  'personCenter.notifySms': '同時簡訊通知',
};

export default zhHant;
