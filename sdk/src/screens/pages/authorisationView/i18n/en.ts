import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'authorisationView.title': 'WeChat sign-in',
  'authorisationView.heading': 'Sign in with WeChat',
  'authorisationView.intro': 'WeChat tells us who you are, so you can sign in without a code next time.',
  'authorisationView.introBind':
    'Link your WeChat to this account: you can then sign in and pay with WeChat.',
  'authorisationView.start': 'Continue with WeChat',
  'authorisationView.usePhone': 'Use my phone number instead',
  'authorisationView.finishing': 'Signing you in…',
  'authorisationView.signedIn': 'Signed in',
  'authorisationView.notBound': 'This WeChat is not linked to an account yet',
  'authorisationView.notBoundBody': 'Bind your mobile number once; we then link this WeChat to your account.',
  'authorisationView.bindPhone': 'Bind phone',
  'authorisationView.bound': 'WeChat is now linked to your account',
  'authorisationView.toPersonCenter': 'Go to my page',
  'authorisationView.otherBrowser':
    'This sign-in was started in another browser or tab. Please start again here.',
  'authorisationView.errorDenied': 'You did not allow the sign-in in WeChat.',
  'authorisationView.errorExpired': 'The sign-in took too long. Please start again.',
  'authorisationView.errorFailed': 'WeChat could not confirm who you are. Please try again.',
};

export default en;
