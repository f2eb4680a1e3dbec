import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'myCollection.title': 'Favourites',
  'myCollection.orders': 'Orders',
  'myCollection.talents': 'Talents',
  'myCollection.remove': 'Remove',
  'myCollection.removed': 'Removed from favourites',
  'myCollection.noOrders': 'Orders you save will show up here.',
  'myCollection.findOrders': 'Browse the task hall',
  'myCollection.noTalents': 'People you save will show up here.',
  'myCollection.findTalents': 'Find talents',
  'myCollection.loggedOut': 'Sign in to see what you saved.',
  'myCollection.login': 'Sign in',
};

export default en;
