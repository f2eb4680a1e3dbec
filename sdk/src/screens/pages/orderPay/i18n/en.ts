import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'orderPay.title': 'Payment',
  'orderPay.topupTitle': 'Pay the top-up',
  'orderPay.order': 'Order',
  'orderPay.taker': 'Provider',
  'orderPay.status': 'Status',
  'orderPay.fee': 'Fee',
  'orderPay.newFee': 'New fee',
  'orderPay.payable': 'To pay',
  'orderPay.difference': 'Top-up to pay',
  'orderPay.left': 'Pay within {time}',
  'orderPay.pay': 'Pay {amount}',
  'orderPay.confirmOnPage': 'Confirm the payment on the payment page, then come back here.',
  'orderPay.openPage': 'Open the payment page',
  'orderPay.waiting': 'Waiting for the payment to be confirmed…',
  'orderPay.checkFailed': 'Could not check the payment: {error}. Trying again…',
  'orderPay.paid': 'Payment received',
  'orderPay.failed': 'The payment did not go through. No money was taken.',
  'orderPay.retry': 'Try again',
  'orderPay.expired': 'The time to pay has run out. Go back to the order to start again.',
  'orderPay.backToOrder': 'Back to the order',
  'orderPay.cancelled': 'Payment cancelled. You can pay again while time remains.',
  'orderPay.needWechat': 'Open this page in WeChat to pay.',
  'orderPay.alreadyPaid': 'This task is already paid.',
  'orderPay.notAwaiting': 'This task is no longer waiting for payment.',
  'orderPay.nothingToPay': 'There is nothing to pay for this task right now.',
  // coupons
  'orderPay.coupon': 'Coupon',
  'orderPay.noCoupon': 'None chosen',
  'orderPay.bestPicked':
    'We applied the coupon that saves you the most. Tap Coupon to change it or pay without one.',
};

export default en;
