import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'walletView.title': 'Porte-monnaie',
  'walletView.loggedOut': 'Connectez-vous pour voir votre porte-monnaie.',
  'walletView.login': 'Se connecter',
  'walletView.balances': 'Soldes',
  'walletView.available': 'Disponible au retrait',
  'walletView.pending': 'En cours de validation',
  'walletView.frozen': 'En cours de retrait',
  'walletView.total': 'Revenus totaux',
  'walletView.pendingHint':
    'Vos gains sont disponibles {days} jours après la clôture d’une tâche ; vous pouvez alors les retirer.',
  'walletView.cashOut': 'Retirer',
  'walletView.records': 'Historique des retraits',
  'walletView.income': 'Revenus',
  'walletView.withdrawals': 'Retraits',
  'walletView.noIncome': 'L’argent gagné avec vos tâches apparaîtra ici.',
  'walletView.noWithdrawals': 'Vous n’avez encore rien retiré.',
  'walletView.kindClearance': 'Disponible',
  'walletView.kindRequested': 'Retrait demandé',
  'walletView.kindSucceeded': 'Retiré vers WeChat',
  'walletView.kindFailed': 'Retrait échoué, restitué',
  'walletView.kindCancelled': 'Retrait annulé, restitué',
  'walletView.kindTask': 'Revenu d’une tâche',
  'walletView.bucketPending': 'en validation',
  'walletView.bucketAvailable': 'disponible',
  'walletView.bucketFrozen': 'en retrait',
};

export default fr;
