import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'iconProject.title': 'Todos los servicios',
  'iconProject.pickTitle': 'Elige una categoría',
  'iconProject.empty': 'Todavía no hay categorías',
};

export default es;
