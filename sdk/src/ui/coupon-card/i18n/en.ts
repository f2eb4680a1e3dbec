import type { Catalog } from '../../../i18n';

const en: Catalog = {
  'couponCard.min': 'over {amount}',
  'couponCard.noMin': 'no minimum',
  'couponCard.until': 'Valid until {date}',
  'couponCard.ended': 'Ended {date}',
  'couponCard.usedOn': 'Used on {date}',
  'couponCard.soon': 'Expiring soon',
  'couponCard.held': 'On a task awaiting payment',
};

export default en;
