import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'iconProject.title': 'Tous les services',
  'iconProject.pickTitle': 'Choisir une catégorie',
  'iconProject.empty': 'Aucune catégorie pour le moment',
};

export default fr;
