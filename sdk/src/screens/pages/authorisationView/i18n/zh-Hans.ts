import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'authorisationView.title': '微信登录',
  'authorisationView.heading': '使用微信登录',
  'authorisationView.intro': '通过微信确认你的身份，下次登录无需验证码。',
  'authorisationView.introBind': '将微信绑定到当前账号，之后可用微信登录和支付。',
  'authorisationView.start': '微信授权登录',
  'authorisationView.usePhone': '改用手机号登录',
  'authorisationView.finishing': '正在登录…',
  'authorisationView.signedIn': '登录成功',
  'authorisationView.notBound': '该微信尚未绑定账号',
  'authorisationView.notBoundBody': '先绑定一次手机号，我们会把这个微信关联到你的账号。',
  'authorisationView.bindPhone': '绑定手机号',
  'authorisationView.bound': '微信已绑定到你的账号',
  'authorisationView.toPersonCenter': '前往个人中心',
  'authorisationView.otherBrowser': '本次登录是在其他浏览器或标签页中发起的，请在这里重新开始。',
  'authorisationView.errorDenied': '你在微信中拒绝了授权',
  'authorisationView.errorExpired': '登录超时，请重新开始',
  'authorisationView.errorFailed': '微信未能确认你的身份，请重试',
};

export default zhHans;
