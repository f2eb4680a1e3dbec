import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'personCenter.title': 'Me',
  'personCenter.loggedOutTitle': 'You are not signed in',
  'personCenter.loggedOutBody': 'Bind your mobile number to manage your tasks, orders and wallet.',
  'personCenter.login': 'Bind phone',
  'personCenter.avatar': 'Profile picture',
  'personCenter.phone': 'Mobile number',
  'personCenter.realName': 'Real-name verification',
  'personCenter.smrz0': 'Not verified',
  'personCenter.smrz1': 'Under review',
  'personCenter.smrz2': 'Verified',
  'personCenter.smrz3': 'Not approved',
  'personCenter.aboutUs': 'About us',
  'personCenter.editInformation': 'Edit profile',
  'personCenter.walletView': 'Wallet',
  'personCenter.couponView': 'Coupons',
  'personCenter.myCollection': 'Favourites',
  'personCenter.browseHistory': 'Browsing history',
  'personCenter.contractList': 'My contracts',
  'personCenter.certificationView': 'Certifications',
  'personCenter.feedbackView': 'Feedback and complaints',
  'personCenter.logout': 'Log out',
  'personCenter.logoutTitle': 'Log out?',
  'personCenter.logoutBody': 'You will need to bind your phone again to use your account here.',
  'personCenter.orderCenter': 'My orders',
  'personCenter.manageAddress': 'Addresses',
  'personCenter.evaluateCenter': 'My reviews',
  'personCenter.notifications': 'Notifications',
  'personCenter.feedbackUnread': 'Unread answers: {count}',
};

export default en;
