import type { Catalog } from '../../../i18n';

const fr: Catalog = {
  'saveButton.save': 'Enregistrer',
  'saveButton.saved': 'Enregistré',
  'saveButton.added': 'Ajouté aux favoris',
  'saveButton.removed': 'Retiré des favoris',
};

export default fr;
