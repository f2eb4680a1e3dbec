import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'deliverOrder.title': '发布任务',
  'deliverOrder.loggedOut': '登录后才能发布任务',
  'deliverOrder.login': '绑定手机',
  'deliverOrder.publish': '立即发布',
  'deliverOrder.guideTitle': '发布任务指引',
  'deliverOrder.guideWhat': '选择服务分类，写清楚要做什么，配上图片更容易被理解。',
  'deliverOrder.guideWhere': '选择服务地址和上门时间。',
  'deliverOrder.guidePrice': '设定一口价，或接受报价后挑选合适的接单人。',
  'deliverOrder.guideAfter': '发布后等待接单人报名，选定后在平台内付款；发布前填写的内容会自动保存为草稿。',
  'deliverOrder.guideOk': '我知道了',
  'deliverOrder.couponsTitle': '本任务可领的优惠券',
  'deliverOrder.couponsLoading': '正在查找优惠券…',
  'deliverOrder.couponsNone': '该分类暂无可领的优惠券。',
  'deliverOrder.couponsHint': '已领的优惠券在支付任务时抵扣。',
  'deliverOrder.couponClaim': '领取',
  'deliverOrder.couponHeld': '已领取',
  'deliverOrder.couponGone': '已领完',
  'deliverOrder.couponClaimed': '已领取：{name}',
  'deliverOrder.couponMin': '满{amount}可用',
  'deliverOrder.couponNoMin': '无门槛',
  'deliverOrder.couponDays': '领取后{n}天内有效',
  'deliverOrder.couponUntil': '{date}前有效',
};

export default zhHans;
