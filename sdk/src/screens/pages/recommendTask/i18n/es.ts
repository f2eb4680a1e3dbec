import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'recommendTask.title': 'Para ti',
  'recommendTask.intro': 'Elegidas según las tareas que publicas y aceptas',
  'recommendTask.introNear': 'Elegidas según las tareas que publicas y aceptas, las más cercanas primero',
  'recommendTask.empty': 'Aún no hay recomendaciones: explora las tareas',
};

export default es;
