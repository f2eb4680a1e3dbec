import type { Catalog } from '../../../i18n';

const en: Catalog = {
  'taskAction.pay': 'Pay now',
  'taskAction.payTopup': 'Pay the top-up of {amount}',
  'taskAction.offers': 'Offers: {n}',
  'taskAction.introCounter':
    'Name your price. {left} of {max} counter-offers are left (both sides count); after that you can only accept or decline.',
  'taskAction.introAcceptPoster':
    'Accept {price}? The spot is held for you for {minutes} minutes while you pay.',
  'taskAction.introAcceptTaker':
    "Accept the customer's offer of {price}? They then have {minutes} minutes to pay, and the money is held safely until the job is done.",
  'taskAction.introReject': 'Decline this offer? The provider is told, with your reason if you give one.',
  'taskAction.introWithdraw': 'Withdraw from this task? You can apply again while the order is still open.',
  'taskAction.introStart': 'Let the customer know you have started work.',
  'taskAction.introDeliver':
    'Describe what you did and add photos as evidence. The customer has {days} days to check it; after that it completes automatically.',
  'taskAction.introRequestChanges':
    'Tell the provider what still needs doing. You can ask for changes {left} more times.',
  'taskAction.introConfirm':
    'Confirm the work is done? {price} is released to the provider. This cannot be undone.',
  'taskAction.introRequestCancel':
    'The other side has {hours} hours to reply. If they agree, or do not reply in time, the task is cancelled and the customer gets a full refund.',
  'taskAction.introAcceptCancel': 'Agree to cancel? The task ends and the customer gets a full refund.',
  'taskAction.introRejectCancel':
    'Refuse to cancel? Customer support will step in and decide; the payment stays held until then.',
  'taskAction.introDispute':
    'Customer support will review the case and decide. The payment stays held until then.',
  'taskAction.price': 'Your price (¥)',
  'taskAction.reason': 'Reason',
  'taskAction.reasonOptional': 'Reason (optional)',
  'taskAction.responsible': 'Who is responsible?',
  'taskAction.responsibleMe': 'Me',
  'taskAction.responsiblePoster': 'The customer',
  'taskAction.responsibleTaker': 'The provider',
  'taskAction.responsibleNeither': 'Neither of us',
  'taskAction.note': 'Note',
  'taskAction.photos': 'Photos ({count}/{max})',
  'taskAction.photo': 'Photo {n}',
  'taskAction.addPhotos': 'Add photos',
  'taskAction.removePhoto': 'Remove photo {n}',
  'taskAction.errorReason': 'Please give a reason.',
  'taskAction.errorResponsible': 'Choose who is responsible.',
  'taskAction.errorPrice': 'Enter an amount from ¥0.01 to {max}, with at most two decimals.',
  'taskAction.errorSamePrice': 'That is already the price on the table. Name a different one.',
  'taskAction.errorEvidence': 'Add a note or at least one photo.',
  'taskAction.errorUploading': 'Wait until the photos have finished uploading.',
  'taskAction.errorUploadFailed': 'A photo could not be uploaded. Remove it and add it again.',
  'taskAction.errorTooManyPhotos': 'You can add at most {max} photos; the rest were left out.',
};

export default en;
