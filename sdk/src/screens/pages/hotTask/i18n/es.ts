import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'hotTask.title': 'Más populares',
  'hotTask.intro': 'Las más vistas y solicitadas esta semana',
  'hotTask.empty': 'Ahora mismo no hay tareas abiertas',
};

export default es;
