import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'orderPay.title': 'Paiement',
  'orderPay.topupTitle': 'Payer le complément',
  'orderPay.order': 'Commande',
  'orderPay.taker': 'Prestataire',
  'orderPay.status': 'Statut',
  'orderPay.fee': 'Montant',
  'orderPay.newFee': 'Nouveau montant',
  'orderPay.payable': 'À payer',
  'orderPay.difference': 'Complément à payer',
  'orderPay.left': 'À payer sous {time}',
  'orderPay.pay': 'Payer {amount}',
  'orderPay.confirmOnPage': 'Confirmez le paiement sur la page de paiement, puis revenez ici.',
  'orderPay.openPage': 'Ouvrir la page de paiement',
  'orderPay.waiting': 'En attente de la confirmation du paiement…',
  'orderPay.checkFailed': 'Impossible de vérifier le paiement : {error}. Nouvel essai en cours…',
  'orderPay.paid': 'Paiement reçu',
  'orderPay.failed': "Le paiement n'a pas abouti. Aucun montant n'a été débité.",
  'orderPay.retry': 'Réessayer',
  'orderPay.expired': 'Le délai de paiement est dépassé. Revenez à la commande pour recommencer.',
  'orderPay.backToOrder': 'Retour à la commande',
  'orderPay.cancelled': 'Paiement annulé. Vous pouvez payer à nouveau tant que le délai court.',
  'orderPay.needWechat': 'Ouvrez cette page dans WeChat pour payer.',
  'orderPay.alreadyPaid': 'Cette tâche est déjà payée.',
  'orderPay.notAwaiting': 'Cette tâche n’attend plus de paiement.',
  'orderPay.nothingToPay': "Il n'y a rien à payer pour cette tâche pour le moment.",
  // coupons
  'orderPay.coupon': 'Bon de réduction',
  'orderPay.noCoupon': 'Aucun',
  'orderPay.bestPicked':
    'Nous avons appliqué le bon qui vous fait économiser le plus. Touchez « Bon de réduction » pour en changer ou payer sans.',
};

export default fr;
