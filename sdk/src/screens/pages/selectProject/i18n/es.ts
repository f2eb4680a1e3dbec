import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'selectProject.title': 'Elige un servicio',
  'selectProject.pickTitle': 'Elige una categoría',
  'selectProject.search': 'Buscar categorías',
  'selectProject.current': 'Seleccionada',
  'selectProject.empty': 'Todavía no hay categorías',
  'selectProject.noMatch': 'Ninguna categoría coincide con «{q}»',
};

export default es;
