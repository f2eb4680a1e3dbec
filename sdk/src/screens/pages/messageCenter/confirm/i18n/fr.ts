import type { Catalog } from '../../../../../i18n';

const fr: Catalog = {
  'messageCenter.deleteTitle': 'Supprimer cette conversation ?',
  'messageCenter.deleteBody':
    'Elle disparaît seulement de votre liste et reviendra si un nouveau message arrive.',
};

export default fr;
