import type { Catalog } from '../../../i18n';

const es: Catalog = {
  'pickers.year': 'Año',
  'pickers.month': 'Mes',
  'pickers.day': 'Día',
  'pickers.hour': 'Hora',
  'pickers.minute': 'Minuto',
};

export default es;
