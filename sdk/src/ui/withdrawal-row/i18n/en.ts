import type { Catalog } from '../../../i18n';

const en: Catalog = {
  'withdrawalRow.title': 'Cash-out to WeChat',
  'withdrawalRow.pending': 'Processing',
  'withdrawalRow.waiting': 'Waiting for your confirmation',
  'withdrawalRow.cancelling': 'Cancelling',
  'withdrawalRow.succeeded': 'Arrived',
  'withdrawalRow.failed': 'Failed',
  'withdrawalRow.cancelled': 'Cancelled',
  'withdrawalRow.started': 'Requested {date}',
  'withdrawalRow.finished': 'Ended {date}',
};

export default en;
