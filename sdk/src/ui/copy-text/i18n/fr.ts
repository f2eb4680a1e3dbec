import type { Catalog } from '../../../i18n';

const fr: Catalog = {
  'copyText.copied': 'Contenu copié',
  'copyText.failed': 'Échec de la copie, veuillez copier manuellement',
};

export default fr;
