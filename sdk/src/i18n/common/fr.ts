import type { Catalog } from '../index';

/** The texts the kit and the screens share (`common.*`), French (lazy chunk). Same keys and placeholders as en. */
const fr: Catalog = {
  'common.back': 'Retour',
  'common.close': 'Fermer',
  'common.confirm': 'Confirmer',
  'common.cancel': 'Annuler',
  'common.retry': 'Réessayer',
  'common.empty': 'Rien pour le moment',
  'common.error': 'Une erreur est survenue',
  'common.loadMore': 'charger plus',
  'common.noMore': 'plus rien à afficher',
};

export default fr;
