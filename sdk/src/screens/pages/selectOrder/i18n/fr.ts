import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'selectOrder.title': 'Choisir une commande',
  'selectOrder.intro': 'Choisissez une de vos commandes ouvertes à envoyer dans cette discussion.',
  'selectOrder.list': 'Vos commandes ouvertes',
  'selectOrder.send': 'Envoyer',
  'selectOrder.empty': "Vous n'avez aucune commande ouverte à envoyer.",
  'selectOrder.post': 'Publier une mission',
  'selectOrder.loggedOut': 'Connectez-vous pour envoyer une de vos commandes.',
  'selectOrder.login': 'Se connecter',
};

export default fr;
