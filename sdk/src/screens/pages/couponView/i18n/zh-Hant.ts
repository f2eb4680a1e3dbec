import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'couponView.title': '優惠券',
  'couponView.available': '可使用',
  'couponView.used': '已使用',
  'couponView.expired': '已過期',
  'couponView.emptyAvailable': '目前沒有可用的優惠券',
  'couponView.emptyUsed': '用過的優惠券會顯示在這裡',
  'couponView.emptyExpired': '沒有已過期的優惠券',
  'couponView.find': '到任務大廳逛逛',
  'couponView.loggedOut': '登入後即可查看您的優惠券',
  'couponView.login': '登入',
  'couponView.welcome': '新會員見面禮',
  'couponView.welcomeBody': '用手機號碼註冊，這些優惠券就是您的了',
  'couponView.signUp': '立即註冊領取',
  'couponView.later': '之後再說',
  'couponView.newTitle': '您有{n}張新的優惠券',
  'couponView.newBody': '付款時可折抵任務費用',
  'couponView.view': '查看我的優惠券',
  'couponView.soonToast': '您有{n}張優惠券將在3天內到期',
};

export default zhHant;
