import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'kefuTrade.title': 'Détail de la transaction',
  'kefuTrade.status': 'État',
  'kefuTrade.fee': 'Tarif',
  'kefuTrade.coupon': 'Bon de réduction',
  'kefuTrade.noCoupon': 'Aucun',
  'kefuTrade.poster': 'Client',
  'kefuTrade.taker': 'Prestataire',
  'kefuTrade.address': 'Adresse',
  'kefuTrade.payments': 'Paiements',
  'kefuTrade.ledger': 'Écritures comptables',
  'kefuTrade.log': 'Historique',
  'kefuTrade.evaluations': 'Évaluations',
  'kefuTrade.chat': 'Discussion entre les deux parties',
  'kefuTrade.openChat': 'Lire la discussion',
  'kefuTrade.none': 'Aucun.',
};

export default fr;
