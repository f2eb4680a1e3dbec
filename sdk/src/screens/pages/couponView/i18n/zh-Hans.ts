import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'couponView.title': '优惠券',
  'couponView.available': '可使用',
  'couponView.used': '已使用',
  'couponView.expired': '已过期',
  'couponView.emptyAvailable': '暂无可用的优惠券',
  'couponView.emptyUsed': '使用过的优惠券会显示在这里',
  'couponView.emptyExpired': '没有已过期的优惠券',
  'couponView.find': '去任务大厅看看',
  'couponView.loggedOut': '登录后查看您的优惠券',
  'couponView.login': '登录',
  'couponView.welcome': '新人专享礼包',
  'couponView.welcomeBody': '用手机号注册，即可领取以下优惠券',
  'couponView.signUp': '立即注册领取',
  'couponView.later': '以后再说',
  'couponView.newTitle': '您有{n}张新优惠券',
  'couponView.newBody': '支付任务费用时可抵扣',
  'couponView.view': '查看我的优惠券',
  'couponView.soonToast': '您有{n}张优惠券将在3天内过期',
};

export default zhHans;
