import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'manageAddress.title': 'Mes adresses',
  'manageAddress.pickTitle': 'Choisir une adresse',
  'manageAddress.pickHint': 'Touchez une adresse pour l’utiliser.',
  'manageAddress.default': 'Par défaut',
  'manageAddress.setDefault': 'Définir par défaut',
  'manageAddress.defaultSet': 'Adresse par défaut mise à jour',
  'manageAddress.edit': 'Modifier',
  'manageAddress.delete': 'Supprimer',
  'manageAddress.deleteTitle': 'Supprimer cette adresse ?',
  'manageAddress.deleted': 'Adresse supprimée',
  'manageAddress.add': 'Ajouter une adresse',
  'manageAddress.empty': 'Aucune adresse pour l’instant',
  'manageAddress.emptyHint': 'Ajoutez-en une pour l’utiliser quand vous publiez une tâche.',
  'manageAddress.limit':
    'Vous pouvez garder jusqu’à {max} adresses. Supprimez-en une pour en ajouter une autre.',
};

export default fr;
