import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'couponView.title': 'Coupons',
  'couponView.available': 'Available',
  'couponView.used': 'Used',
  'couponView.expired': 'Expired',
  'couponView.emptyAvailable': 'No coupons to use right now.',
  'couponView.emptyUsed': 'Coupons you use will show up here.',
  'couponView.emptyExpired': 'No expired coupons.',
  'couponView.find': 'Browse the task hall',
  'couponView.loggedOut': 'Sign in to see your coupons.',
  'couponView.login': 'Sign in',
  'couponView.welcome': 'Welcome gifts for new members',
  'couponView.welcomeBody': 'Sign up with your phone number and these coupons are yours.',
  'couponView.signUp': 'Sign up to get them',
  'couponView.later': 'Not now',
  'couponView.newTitle': 'New coupons for you: {n}',
  'couponView.newBody': 'They take money off what you pay for a task.',
  'couponView.view': 'See my coupons',
  'couponView.soonToast': 'Coupons expiring within 3 days: {n}',
};

export default en;
