import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'cashRecord.title': 'Historique des retraits',
  'cashRecord.empty': 'Vous n’avez encore rien retiré.',
  'cashRecord.cashOut': 'Retirer',
  'cashRecord.loggedOut': 'Connectez-vous pour voir vos retraits.',
  'cashRecord.login': 'Se connecter',
  'cashRecord.cancel': 'Annuler',
  'cashRecord.confirm': 'Confirmer la réception',
  'cashRecord.cancelTitle': 'Annuler ce retrait ?',
  'cashRecord.cancelBody': 'Le montant revient sur votre solde disponible.',
  'cashRecord.cancelled': 'Retrait annulé. Le montant est revenu sur votre solde.',
};

export default fr;
