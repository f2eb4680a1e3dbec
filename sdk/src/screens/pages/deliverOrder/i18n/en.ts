import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'deliverOrder.title': 'Post a task',
  'deliverOrder.loggedOut': 'Sign in to post a task',
  'deliverOrder.login': 'Bind phone',
  'deliverOrder.publish': 'Publish',
  'deliverOrder.guideTitle': 'Posting a task',
  'deliverOrder.guideWhat': 'Choose a category and say what needs doing. Photos help takers understand.',
  'deliverOrder.guideWhere': 'Pick the address and when the service should happen.',
  'deliverOrder.guidePrice': 'Set a fixed price, or accept quotes and choose the offer you like.',
  'deliverOrder.guideAfter':
    'Your draft is saved as you type. After you publish, takers apply; you accept one and pay on the platform.',
  'deliverOrder.guideOk': 'Got it',
  'deliverOrder.couponsTitle': 'Coupons for this task',
  'deliverOrder.couponsLoading': 'Looking for coupons…',
  'deliverOrder.couponsNone': 'No coupon to claim for this category.',
  'deliverOrder.couponsHint': 'Your coupons are applied when you pay for the task.',
  'deliverOrder.couponClaim': 'Claim',
  'deliverOrder.couponHeld': 'Claimed',
  'deliverOrder.couponGone': 'All claimed',
  'deliverOrder.couponClaimed': 'Coupon claimed: {name}',
  'deliverOrder.couponMin': 'over {amount}',
  'deliverOrder.couponNoMin': 'no minimum',
  'deliverOrder.couponDays': 'valid {n} days',
  'deliverOrder.couponUntil': 'until {date}',
};

export default en;
