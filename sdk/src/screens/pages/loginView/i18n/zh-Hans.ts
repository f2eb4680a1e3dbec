import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'loginView.title': '绑定手机',
  'loginView.phoneLabel': '手机号',
  'loginView.phonePlaceholder': '请输入11位手机号',
  'loginView.phoneInvalid': '请输入正确的11位手机号',
  'loginView.captchaLabel': '图形验证码',
  'loginView.captchaPlaceholder': '请输入图中字符',
  'loginView.captchaRefresh': '图形验证码，点击换一张',
  'loginView.captchaRequired': '请输入图形验证码',
  'loginView.captchaFailed': '图形验证码加载失败',
  'loginView.codeLabel': '短信验证码',
  'loginView.codePlaceholder': '6位验证码',
  'loginView.codeInvalid': '请输入6位短信验证码',
  'loginView.codeFirst': '请先获取短信验证码',
  'loginView.codeSent': '验证码已发送',
  'loginView.agree': '我已阅读并同意{userAgreement}和{privacyPolicy}',
  'loginView.agreeRequired': '请先阅读并同意《用户协议》和《隐私政策》',
  'loginView.submit': '绑定并登录',
  'loginView.userAgreement': '《用户协议》',
  'loginView.privacyPolicy': '《隐私政策》',
};

export default zhHans;
