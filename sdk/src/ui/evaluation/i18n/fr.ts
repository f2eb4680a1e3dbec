import type { Catalog } from '../../../i18n';

const fr: Catalog = {
  'evaluation.stars': '{n} étoiles sur 5',
  'evaluation.noText': 'Aucun commentaire écrit.',
  'evaluation.photo': 'Photo {n}',
};

export default fr;
