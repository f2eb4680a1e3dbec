import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'deliverOrder.title': 'Publier une tâche',
  'deliverOrder.loggedOut': 'Connectez-vous pour publier une tâche',
  'deliverOrder.login': 'Associer mon téléphone',
  'deliverOrder.publish': 'Publier',
  'deliverOrder.guideTitle': 'Publier une tâche',
  'deliverOrder.guideWhat':
    'Choisissez une catégorie et décrivez le travail. Des photos aident à comprendre.',
  'deliverOrder.guideWhere': 'Indiquez l’adresse et le moment du service.',
  'deliverOrder.guidePrice': 'Fixez un prix, ou recevez des devis et choisissez celui qui vous convient.',
  'deliverOrder.guideAfter':
    'Votre brouillon est enregistré au fil de la saisie. Une fois la tâche publiée, des prestataires postulent ; vous en acceptez un et payez sur la plateforme.',
  'deliverOrder.guideOk': 'Compris',
  'deliverOrder.couponsTitle': 'Bons pour cette tâche',
  'deliverOrder.couponsLoading': 'Recherche de bons…',
  'deliverOrder.couponsNone': 'Aucun bon à récupérer pour cette catégorie.',
  'deliverOrder.couponsHint': 'Vos bons s’appliquent au paiement de la tâche.',
  'deliverOrder.couponClaim': 'Récupérer',
  'deliverOrder.couponHeld': 'Récupéré',
  'deliverOrder.couponGone': 'Épuisé',
  'deliverOrder.couponClaimed': 'Bon récupéré : {name}',
  'deliverOrder.couponMin': 'dès {amount}',
  'deliverOrder.couponNoMin': 'sans minimum',
  'deliverOrder.couponDays': 'valable {n} jours',
  'deliverOrder.couponUntil': 'jusqu’au {date}',
};

export default fr;
