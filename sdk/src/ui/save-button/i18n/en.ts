import type { Catalog } from '../../../i18n';

const en: Catalog = {
  'saveButton.save': 'Save',
  'saveButton.saved': 'Saved',
  'saveButton.added': 'Saved to favourites',
  'saveButton.removed': 'Removed from favourites',
};

export default en;
