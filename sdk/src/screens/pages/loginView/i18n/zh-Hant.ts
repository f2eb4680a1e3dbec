import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'loginView.title': '綁定手機',
  'loginView.phoneLabel': '手機號碼',
  'loginView.phonePlaceholder': '請輸入 11 位手機號碼',
  'loginView.phoneInvalid': '請輸入正確的 11 位手機號碼',
  'loginView.captchaLabel': '圖形驗證碼',
  'loginView.captchaPlaceholder': '請輸入圖中字元',
  'loginView.captchaRefresh': '圖形驗證碼，點一下換一張',
  'loginView.captchaRequired': '請輸入圖形驗證碼',
  'loginView.captchaFailed': '圖形驗證碼載入失敗',
  'loginView.codeLabel': '簡訊驗證碼',
  'loginView.codePlaceholder': '6 位數驗證碼',
  'loginView.codeInvalid': '請輸入 6 位數簡訊驗證碼',
  'loginView.codeFirst': '請先取得簡訊驗證碼',
  'loginView.codeSent': '驗證碼已傳送',
  'loginView.agree': '我已閱讀並同意{userAgreement}及{privacyPolicy}',
  'loginView.agreeRequired': '請先閱讀並同意《使用者條款》及《隱私權政策》',
  'loginView.submit': '綁定並登入',
  'loginView.userAgreement': '《使用者條款》',
  'loginView.privacyPolicy': '《隱私權政策》',
};

export default zhHant;
