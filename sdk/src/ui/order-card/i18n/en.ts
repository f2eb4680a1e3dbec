import type { Catalog } from '../../../i18n';

const en: Catalog = {
  'orderCard.from': 'from {price}',
  'orderCard.quote': 'Open to quotes',
  'orderCard.time': 'Service {time}',
  'orderCard.left': '{n} left',
};

export default en;
