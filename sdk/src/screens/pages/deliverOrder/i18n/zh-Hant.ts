import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'deliverOrder.title': '刊登任務',
  'deliverOrder.loggedOut': '登入後才能刊登任務',
  'deliverOrder.login': '綁定手機',
  'deliverOrder.publish': '立即刊登',
  'deliverOrder.guideTitle': '刊登任務說明',
  'deliverOrder.guideWhat': '選擇服務分類，寫清楚要做什麼，附上相片更容易理解。',
  'deliverOrder.guideWhere': '選擇服務地址和到府時間。',
  'deliverOrder.guidePrice': '設定固定價格，或接受報價後挑選合適的接案者。',
  'deliverOrder.guideAfter': '刊登後等待接案者應徵，選定後在平台內付款；刊登前填寫的內容會自動存成草稿。',
  'deliverOrder.guideOk': '我知道了',
  'deliverOrder.couponsTitle': '本任務可領的優惠券',
  'deliverOrder.couponsLoading': '正在尋找優惠券…',
  'deliverOrder.couponsNone': '這個分類目前沒有可領的優惠券。',
  'deliverOrder.couponsHint': '已領的優惠券會在支付任務時折抵。',
  'deliverOrder.couponClaim': '領取',
  'deliverOrder.couponHeld': '已領取',
  'deliverOrder.couponGone': '已領完',
  'deliverOrder.couponClaimed': '已領取：{name}',
  'deliverOrder.couponMin': '滿{amount}可用',
  'deliverOrder.couponNoMin': '無門檻',
  'deliverOrder.couponDays': '領取後{n}天內有效',
  'deliverOrder.couponUntil': '{date}前有效',
};

export default zhHant;
