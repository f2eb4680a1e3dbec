import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'bargainingList.title': 'Quotes',
  'bargainingList.missing': 'This link does not name an order.',
  'bargainingList.reference': 'Your reference price {price}',
  'bargainingList.empty': 'No quotes waiting. New quotes show up here.',
  'bargainingList.open': 'See the offers',
};

export default en;
