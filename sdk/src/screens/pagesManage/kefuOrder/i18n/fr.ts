import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'kefuOrder.pageTitle': 'Commande (service client)',
  'kefuOrder.order': 'Commande',
  'kefuOrder.status': 'État',
  'kefuOrder.price': 'Prix',
  'kefuOrder.poster': 'Client',
  'kefuOrder.address': 'Adresse',
  'kefuOrder.revealAddress': 'Afficher l’adresse exacte',
  'kefuOrder.correct': 'Corriger la commande',
  'kefuOrder.title': 'Titre',
  'kefuOrder.description': 'Description',
  'kefuOrder.priceYuan': 'Prix, en yuans',
  'kefuOrder.priceInvalid': 'Indiquez le prix en yuans, avec deux décimales au plus.',
  'kefuOrder.nothingChanged': 'Modifiez d’abord un champ.',
  'kefuOrder.save': 'Enregistrer la correction',
  'kefuOrder.removeTitle': 'Retirer la commande',
  'kefuOrder.remove': 'Retirer',
};

export default fr;
