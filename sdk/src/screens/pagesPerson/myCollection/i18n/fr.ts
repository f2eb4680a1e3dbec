import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'myCollection.title': 'Favoris',
  'myCollection.orders': 'Commandes',
  'myCollection.talents': 'Prestataires',
  'myCollection.remove': 'Retirer',
  'myCollection.removed': 'Retiré des favoris',
  'myCollection.noOrders': 'Les commandes que vous enregistrez apparaîtront ici.',
  'myCollection.findOrders': 'Parcourir les missions',
  'myCollection.noTalents': 'Les personnes que vous enregistrez apparaîtront ici.',
  'myCollection.findTalents': 'Trouver un prestataire',
  'myCollection.loggedOut': 'Connectez-vous pour voir vos favoris.',
  'myCollection.login': 'Se connecter',
};

export default fr;
