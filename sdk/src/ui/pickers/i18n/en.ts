import type { Catalog } from '../../../i18n';

/** The labels of the date and time pickers' selects (`pickers.*`), English: the fallback. */
const en: Catalog = {
  'pickers.year': 'Year',
  'pickers.month': 'Month',
  'pickers.day': 'Day',
  'pickers.hour': 'Hour',
  'pickers.minute': 'Minute',
};

export default en;
