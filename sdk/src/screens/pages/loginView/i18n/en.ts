import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'loginView.title': 'Bind phone',
  'loginView.phoneLabel': 'Mobile number',
  'loginView.phonePlaceholder': '11-digit mobile number',
  'loginView.phoneInvalid': 'Enter a valid 11-digit mobile number',
  'loginView.captchaLabel': 'Image code',
  'loginView.captchaPlaceholder': 'Characters in the image',
  'loginView.captchaRefresh': 'Image code, tap to get a new one',
  'loginView.captchaRequired': 'Enter the characters shown in the image',
  'loginView.captchaFailed': 'Could not load the image code',
  'loginView.codeLabel': 'SMS code',
  'loginView.codePlaceholder': '6-digit code',
  'loginView.codeInvalid': 'Enter the 6-digit code from the SMS',
  'loginView.codeFirst': 'Get an SMS code first',
  'loginView.codeSent': 'Code sent',
  'loginView.agree': 'I have read and agree to the {userAgreement} and the {privacyPolicy}',
  'loginView.agreeRequired': 'Please accept the User Agreement and the Privacy Policy first',
  'loginView.submit': 'Bind and sign in',
  'loginView.userAgreement': 'User Agreement',
  'loginView.privacyPolicy': 'Privacy Policy',
};

export default en;
