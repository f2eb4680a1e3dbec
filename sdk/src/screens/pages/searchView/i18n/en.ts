import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'searchView.title': 'Search',
  'searchView.label': 'Search words',
  'searchView.placeholder': 'Search tasks or people',
  'searchView.submit': 'Search',
  'searchView.tasks': 'Tasks',
  'searchView.talents': 'Talents',
  'searchView.prompt': 'Type what you are looking for',
  'searchView.noResults': 'No results for “{str}”',
  'searchView.results': 'Results',
};

export default en;
