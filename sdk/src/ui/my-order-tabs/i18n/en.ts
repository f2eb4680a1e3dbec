import type { Catalog } from '../../../i18n';

const en: Catalog = {
  'myOrderTabs.poster': 'Posted by me',
  'myOrderTabs.taker': 'Taken by me',
  'myOrderTabs.posterAll': 'All',
  'myOrderTabs.posterOpen': 'Recruiting',
  'myOrderTabs.posterAwaitingPayment': 'To pay',
  'myOrderTabs.posterInProgress': 'In progress',
  'myOrderTabs.posterToConfirm': 'To confirm',
  'myOrderTabs.posterAfterSale': 'Cancellations & disputes',
  'myOrderTabs.posterDone': 'Closed',
  'myOrderTabs.takerAll': 'All',
  'myOrderTabs.takerNegotiating': 'Quoted',
  'myOrderTabs.takerAwaitingPayment': 'Awaiting payment',
  'myOrderTabs.takerInProgress': 'To do',
  'myOrderTabs.takerToConfirm': 'Delivered',
  'myOrderTabs.takerAfterSale': 'Cancellations & disputes',
  'myOrderTabs.takerEnded': 'Ended',
};

export default en;
