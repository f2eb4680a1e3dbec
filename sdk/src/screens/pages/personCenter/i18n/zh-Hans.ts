import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'personCenter.title': '我的',
  'personCenter.loggedOutTitle': '您还未登录',
  'personCenter.loggedOutBody': '绑定手机号后即可管理任务、订单和钱包',
  'personCenter.login': '绑定手机',
  'personCenter.avatar': '头像',
  'personCenter.phone': '手机号',
  'personCenter.realName': '实名认证',
  'personCenter.smrz0': '未认证',
  'personCenter.smrz1': '审核中',
  'personCenter.smrz2': '已认证',
  'personCenter.smrz3': '未通过',
  'personCenter.aboutUs': '关于我们',
  'personCenter.editInformation': '编辑资料',
  'personCenter.walletView': '我的钱包',
  'personCenter.couponView': '优惠券',
  'personCenter.myCollection': '我的收藏',
  'personCenter.browseHistory': '浏览记录',
  'personCenter.contractList': '我的合同',
  'personCenter.certificationView': '资质认证',
  'personCenter.feedbackView': '意见反馈与投诉',
  'personCenter.logout': '退出登录',
  'personCenter.logoutTitle': '确定要退出登录吗？',
  'personCenter.logoutBody': '退出后需重新绑定手机才能在这里使用账号',
  'personCenter.orderCenter': '我的订单',
  'personCenter.manageAddress': '地址管理',
  'personCenter.evaluateCenter': '我的评价',
  'personCenter.notifications': '消息通知',
  'personCenter.feedbackUnread': '{count} 条新回复',
  'personCenter.kefuOperation': '客服工作台',
  // community (issue 12)
  'personCenter.receivedRemark': '收到的评论',
  'personCenter.unread': '{n} 条新评论',
};

export default zhHans;
