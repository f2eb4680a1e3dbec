import type { Catalog } from '../../../i18n';

const fr: Catalog = {
  'pickers.year': 'Année',
  'pickers.month': 'Mois',
  'pickers.day': 'Jour',
  'pickers.hour': 'Heure',
  'pickers.minute': 'Minute',
};

export default fr;
