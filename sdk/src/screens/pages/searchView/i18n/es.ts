import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'searchView.title': 'Buscar',
  'searchView.label': 'Palabras de búsqueda',
  'searchView.placeholder': 'Busca tareas o personas',
  'searchView.submit': 'Buscar',
  'searchView.tasks': 'Tareas',
  'searchView.talents': 'Profesionales',
  'searchView.prompt': 'Escribe lo que buscas',
  'searchView.noResults': 'Sin resultados para «{str}»',
  'searchView.results': 'Resultados',
};

export default es;
