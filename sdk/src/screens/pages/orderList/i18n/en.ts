import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'orderList.groups': 'Order states',
  'orderList.nonePoster': 'You have not posted anything yet.',
  'orderList.noneTaker': 'You have not taken any task yet.',
  'orderList.noneHere': 'No orders in this state.',
  'orderList.post': 'Post a task',
  'orderList.find': 'Find tasks in the hall',
  'orderList.loggedOut': 'Sign in to see your orders.',
  'orderList.login': 'Sign in',
};

export default en;
