import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'orderList.groups': 'États des commandes',
  'orderList.nonePoster': "Vous n'avez encore rien publié.",
  'orderList.noneTaker': "Vous n'avez encore pris aucune mission.",
  'orderList.noneHere': 'Aucune commande dans cet état.',
  'orderList.post': 'Publier une mission',
  'orderList.find': 'Trouver des missions',
  'orderList.loggedOut': 'Connectez-vous pour voir vos commandes.',
  'orderList.login': 'Se connecter',
};

export default fr;
