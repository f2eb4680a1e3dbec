import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'modifyOrder.title': 'Modifier la commande',
  'modifyOrder.loggedOut': 'Connectez-vous pour modifier votre commande',
  'modifyOrder.login': 'Associer mon téléphone',
  'modifyOrder.missing': 'Cette commande n’existe pas.',
  'modifyOrder.locked':
    'Cette commande ne peut plus être modifiée : une tâche a été payée ou elle n’est plus ouverte.',
  'modifyOrder.save': 'Enregistrer',
  'modifyOrder.saved': 'Modifications enregistrées',
};

export default fr;
