import type { Catalog } from '../../../i18n';

const es: Catalog = {
  'notFound.title': 'Página no encontrada',
  'notFound.body': 'Esta página no existe o se ha movido.',
  'notFound.backHome': 'Volver al inicio',
};

export default es;
