import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'orderPay.title': '订单支付',
  'orderPay.topupTitle': '支付补款',
  'orderPay.order': '订单',
  'orderPay.taker': '服务方',
  'orderPay.status': '状态',
  'orderPay.fee': '服务费',
  'orderPay.newFee': '新服务费',
  'orderPay.payable': '实付金额',
  'orderPay.difference': '需补差价',
  'orderPay.left': '请在 {time} 内完成支付',
  'orderPay.pay': '立即支付 {amount}',
  'orderPay.confirmOnPage': '请在支付页面确认付款，完成后返回本页',
  'orderPay.openPage': '打开支付页面',
  'orderPay.waiting': '正在确认支付结果…',
  'orderPay.checkFailed': '暂时无法查询支付结果：{error}，正在重试…',
  'orderPay.paid': '支付成功',
  'orderPay.failed': '支付未成功，款项未扣除',
  'orderPay.retry': '重新支付',
  'orderPay.expired': '支付已超时，请返回订单重新发起',
  'orderPay.backToOrder': '返回订单',
  'orderPay.cancelled': '已取消支付，在有效时间内可重新支付',
  'orderPay.needWechat': '请在微信中打开本页面完成支付',
  'orderPay.alreadyPaid': '该订单已支付',
  'orderPay.notAwaiting': '该订单已不在待付款状态',
  'orderPay.nothingToPay': '该订单当前无需支付',
  // coupons
  'orderPay.coupon': '优惠券',
  'orderPay.noCoupon': '未使用',
  'orderPay.bestPicked': '已为你自动选用最划算的优惠券。点击“优惠券”可更换，或不使用优惠券。',
};

export default zhHans;
