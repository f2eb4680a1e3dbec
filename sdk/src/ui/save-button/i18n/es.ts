import type { Catalog } from '../../../i18n';

const es: Catalog = {
  'saveButton.save': 'Guardar',
  'saveButton.saved': 'Guardado',
  'saveButton.added': 'Guardado en favoritos',
  'saveButton.removed': 'Quitado de favoritos',
};

export default es;
