import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'searchView.title': 'Recherche',
  'searchView.label': 'Mots recherchés',
  'searchView.placeholder': 'Rechercher des missions ou des personnes',
  'searchView.submit': 'Rechercher',
  'searchView.tasks': 'Missions',
  'searchView.talents': 'Talents',
  'searchView.prompt': 'Saisissez ce que vous cherchez',
  'searchView.noResults': 'Aucun résultat pour « {str} »',
  'searchView.results': 'Résultats',
};

export default fr;
