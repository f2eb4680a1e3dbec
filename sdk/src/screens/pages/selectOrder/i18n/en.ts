import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'selectOrder.title': 'Choose an order',
  'selectOrder.intro': 'Pick one of your open orders to send in this chat.',
  'selectOrder.list': 'Your open orders',
  'selectOrder.send': 'Send',
  'selectOrder.empty': 'You have no open orders to send.',
  'selectOrder.post': 'Post a task',
  'selectOrder.loggedOut': 'Sign in to send one of your orders.',
  'selectOrder.login': 'Sign in',
};

export default en;
