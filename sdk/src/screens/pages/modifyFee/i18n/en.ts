import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'modifyFee.title': 'Change the fee',
  'modifyFee.order': 'Order',
  'modifyFee.taker': 'Provider',
  'modifyFee.poster': 'Customer',
  'modifyFee.current': 'Current fee',
  'modifyFee.asked': 'Change asked for',
  'modifyFee.newFee': 'New fee (¥)',
  'modifyFee.placeholder': 'For example 120 or 99.50',
  'modifyFee.reason': 'Reason (optional)',
  'modifyFee.submit': 'Confirm',
  'modifyFee.invalid': 'Enter an amount in yuan, like 120 or 99.50.',
  'modifyFee.tooLow': 'The fee must be more than {min}.',
  'modifyFee.tooHigh': 'The fee can be at most {max}.',
  'modifyFee.same': 'That is the fee already on the table.',
  'modifyFee.applies': 'The task is not paid yet, so the new fee applies at once: you will pay {amount}.',
  'modifyFee.raises':
    'The task is paid: you will pay the difference of {amount} now as a top-up. The fee changes once it is paid.',
  'modifyFee.lowers': 'The task is paid, so {name} must agree. If they do, {amount} comes back to you.',
  'modifyFee.withdraws': 'This withdraws the change you asked for; the fee stays {fee}.',
  'modifyFee.pendingRaise': 'A top-up of {amount} is waiting to be paid.',
  'modifyFee.pendingLower': 'Waiting for {name} to answer.',
  'modifyFee.payTopup': 'Pay the top-up of {amount}',
  'modifyFee.askedOfYou':
    'The customer asks to lower the fee from {from} to {to}. If you agree, the difference goes back to them.',
  'modifyFee.why': 'Their reason: {reason}',
  'modifyFee.agree': 'Agree to {fee}',
  'modifyFee.keep': 'Keep {fee}',
  'modifyFee.notNow': 'The fee of this task cannot be changed now.',
  'modifyFee.back': 'Back',
  'modifyFee.doneChanged': 'Fee changed',
  'modifyFee.doneAsked': 'Sent to {name} for approval',
  'modifyFee.doneWithdrawn': 'Change withdrawn',
  'modifyFee.doneAccepted': 'You agreed to the new fee',
  'modifyFee.doneDeclined': 'You kept the current fee',
};

export default en;
