import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'kefuOrder.pageTitle': 'Order (customer service)',
  'kefuOrder.order': 'Order',
  'kefuOrder.status': 'State',
  'kefuOrder.price': 'Price',
  'kefuOrder.poster': 'Customer',
  'kefuOrder.address': 'Address',
  'kefuOrder.revealAddress': 'Show the exact address',
  'kefuOrder.correct': 'Correct the order',
  'kefuOrder.title': 'Title',
  'kefuOrder.description': 'Description',
  'kefuOrder.priceYuan': 'Price, in yuan',
  'kefuOrder.priceInvalid': 'Enter the price in yuan, with at most two decimals.',
  'kefuOrder.nothingChanged': 'Change a field first.',
  'kefuOrder.save': 'Save the correction',
  'kefuOrder.removeTitle': 'Remove the order',
  'kefuOrder.remove': 'Remove',
};

export default en;
