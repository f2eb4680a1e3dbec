import type { Catalog } from '../../../i18n';

const en: Catalog = {
  'evaluation.stars': '{n} out of 5 stars',
  'evaluation.noText': 'No written comment.',
  'evaluation.photo': 'Photo {n}',
};

export default en;
