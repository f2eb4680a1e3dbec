import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'orderPay.title': '訂單付款',
  'orderPay.topupTitle': '支付補款',
  'orderPay.order': '訂單',
  'orderPay.taker': '服務方',
  'orderPay.status': '狀態',
  'orderPay.fee': '服務費',
  'orderPay.newFee': '新服務費',
  'orderPay.payable': '實付金額',
  'orderPay.difference': '需補差額',
  'orderPay.left': '請在 {time} 內完成付款',
  'orderPay.pay': '立即付款 {amount}',
  'orderPay.confirmOnPage': '請在付款頁面確認付款，完成後返回本頁',
  'orderPay.openPage': '開啟付款頁面',
  'orderPay.waiting': '正在確認付款結果…',
  'orderPay.checkFailed': '暫時無法查詢付款結果：{error}，正在重試…',
  'orderPay.paid': '付款成功',
  'orderPay.failed': '付款未成功，款項未扣除',
  'orderPay.retry': '重新付款',
  'orderPay.expired': '付款已逾時，請返回訂單重新發起',
  'orderPay.backToOrder': '返回訂單',
  'orderPay.cancelled': '已取消付款，在有效時間內可重新付款',
  'orderPay.needWechat': '請在微信中開啟本頁面完成付款',
  'orderPay.alreadyPaid': '此訂單已付款',
  'orderPay.notAwaiting': '此訂單已不在待付款狀態',
  'orderPay.nothingToPay': '此訂單目前無需付款',
  // coupons
  'orderPay.coupon': '優惠券',
  'orderPay.noCoupon': '未使用',
  'orderPay.bestPicked': '已為你自動選用最划算的優惠券。點一下「優惠券」可更換，或不使用優惠券。',
};

export default zhHant;
