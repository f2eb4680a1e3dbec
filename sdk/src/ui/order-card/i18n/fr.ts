import type { Catalog } from '../../../i18n';

const fr: Catalog = {
  'orderCard.from': 'à partir de {price}',
  'orderCard.quote': 'Sur devis',
  'orderCard.time': 'Intervention : {time}',
  'orderCard.left': 'Encore {n}',
};

export default fr;
