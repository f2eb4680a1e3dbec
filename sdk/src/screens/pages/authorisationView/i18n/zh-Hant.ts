import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'authorisationView.title': '微信登入',
  'authorisationView.heading': '使用微信登入',
  'authorisationView.intro': '透過微信確認你的身分，下次登入不必再輸入驗證碼。',
  'authorisationView.introBind': '將微信綁定到目前的帳號，之後就能用微信登入和付款。',
  'authorisationView.start': '以微信授權登入',
  'authorisationView.usePhone': '改用手機號碼登入',
  'authorisationView.finishing': '正在登入…',
  'authorisationView.signedIn': '已登入',
  'authorisationView.notBound': '這個微信尚未綁定任何帳號',
  'authorisationView.notBoundBody': '先綁定一次手機號碼，我們就會把這個微信連結到你的帳號。',
  'authorisationView.bindPhone': '綁定手機號碼',
  'authorisationView.bound': '微信已綁定到你的帳號',
  'authorisationView.toPersonCenter': '前往個人頁面',
  'authorisationView.otherBrowser': '這次登入是在其他瀏覽器或分頁開始的，請在這裡重新開始。',
  'authorisationView.errorDenied': '你在微信中拒絕了授權',
  'authorisationView.errorExpired': '登入逾時，請重新開始',
  'authorisationView.errorFailed': '微信無法確認你的身分，請再試一次',
};

export default zhHant;
