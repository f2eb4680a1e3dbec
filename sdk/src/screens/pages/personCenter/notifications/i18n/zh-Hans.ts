import type { Catalog } from '../../../../../i18n';

/** The person's notification settings: one line per kind. */
const zhHans: Catalog = {
  'personCenter.notifyOffer': '报价与议价',
  'personCenter.notifyAccepted': '报价被接受',
  'personCenter.notifyPaid': '付款通知',
  'personCenter.notifyDelivered': '服务已交付',
  'personCenter.notifyConfirmReminder': '确认验收提醒',
  'personCenter.notifyCancelRequested': '取消申请',
  'personCenter.notifyDisputeResolved': '纠纷处理结果',
  'personCenter.notifyWithdrawalFinished': '提现到账',
  'personCenter.notifySms': '同时短信通知',
};

export default zhHans;
