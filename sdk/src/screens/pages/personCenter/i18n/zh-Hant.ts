import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'personCenter.title': '我的',
  'personCenter.loggedOutTitle': '您尚未登入',
  'personCenter.loggedOutBody': '綁定手機號碼後，即可管理任務、訂單和錢包',
  'personCenter.login': '綁定手機',
  'personCenter.avatar': '大頭貼',
  'personCenter.phone': '手機號碼',
  'personCenter.realName': '實名認證',
  'personCenter.smrz0': '未認證',
  'personCenter.smrz1': '審核中',
  'personCenter.smrz2': '已認證',
  'personCenter.smrz3': '未通過',
  'personCenter.aboutUs': '關於我們',
  'personCenter.editInformation': '編輯個人資料',
  'personCenter.walletView': '我的錢包',
  'personCenter.couponView': '優惠券',
  'personCenter.myCollection': '我的收藏',
  'personCenter.browseHistory': '瀏覽紀錄',
  'personCenter.contractList': '我的合約',
  'personCenter.certificationView': '資格認證',
  'personCenter.feedbackView': '意見回饋與申訴',
  'personCenter.logout': '登出',
  'personCenter.logoutTitle': '確定要登出嗎？',
  'personCenter.logoutBody': '登出後需重新綁定手機，才能在這裡使用帳號',
  'personCenter.orderCenter': '我的訂單',
  'personCenter.manageAddress': '地址管理',
  'personCenter.evaluateCenter': '我的評價',
  'personCenter.notifications': '訊息通知',
  'personCenter.feedbackUnread': '{count} 則新回覆',
  'personCenter.kefuOperation': '客服工作台',
  // community (issue 12)
  'personCenter.receivedRemark': '收到的留言',
  'personCenter.unread': '{n} 則新留言',
};

export default zhHant;
