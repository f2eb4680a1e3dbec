import type { Catalog } from '../../../i18n';

const fr: Catalog = {
  'couponCard.min': 'dès {amount}',
  'couponCard.noMin': 'sans minimum',
  'couponCard.until': 'Valable jusqu’au {date}',
  'couponCard.ended': 'Expiré le {date}',
  'couponCard.usedOn': 'Utilisé le {date}',
  'couponCard.soon': 'Expire bientôt',
  'couponCard.held': 'Sur une tâche en attente de paiement',
};

export default fr;
