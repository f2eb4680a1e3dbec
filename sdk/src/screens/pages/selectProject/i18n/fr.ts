import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'selectProject.title': 'Choisir un service',
  'selectProject.pickTitle': 'Choisir une catégorie',
  'selectProject.search': 'Rechercher une catégorie',
  'selectProject.current': 'Sélectionnée',
  'selectProject.empty': 'Aucune catégorie pour le moment',
  'selectProject.noMatch': 'Aucune catégorie ne correspond à « {q} »',
};

export default fr;
