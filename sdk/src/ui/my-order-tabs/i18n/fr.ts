import type { Catalog } from '../../../i18n';

const fr: Catalog = {
  'myOrderTabs.poster': 'Publiées par moi',
  'myOrderTabs.taker': 'Prises par moi',
  'myOrderTabs.posterAll': 'Toutes',
  'myOrderTabs.posterOpen': 'En recrutement',
  'myOrderTabs.posterAwaitingPayment': 'À payer',
  'myOrderTabs.posterInProgress': 'En cours',
  'myOrderTabs.posterToConfirm': 'À valider',
  'myOrderTabs.posterAfterSale': 'Annulations et litiges',
  'myOrderTabs.posterDone': 'Clôturées',
  'myOrderTabs.takerAll': 'Toutes',
  'myOrderTabs.takerNegotiating': 'Devis envoyés',
  'myOrderTabs.takerAwaitingPayment': 'Paiement attendu',
  'myOrderTabs.takerInProgress': 'À faire',
  'myOrderTabs.takerToConfirm': 'Livrées',
  'myOrderTabs.takerAfterSale': 'Annulations et litiges',
  'myOrderTabs.takerEnded': 'Terminées',
};

export default fr;
