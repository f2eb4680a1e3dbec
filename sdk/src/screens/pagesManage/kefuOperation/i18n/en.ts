import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'kefuOperation.title': 'Customer service',
  'kefuOperation.search': 'Phone, id or title',
  'kefuOperation.qRequired': 'Type a phone number, an id or words of a title.',
  'kefuOperation.find': 'Search',
  'kefuOperation.nothing': 'Nothing matches.',
  'kefuOperation.user': 'User',
  'kefuOperation.order': 'Order',
  'kefuOperation.task': 'Task',
  'kefuOperation.queueDisputes': 'Open disputes',
  'kefuOperation.queueCancellations': 'Cancellations past their answer time',
  'kefuOperation.queueEmpty': 'Nothing waiting.',
  'kefuOperation.queueCertificates': 'Certificates to verify',
  'kefuOperation.queueBusinesses': 'Businesses to verify',
  'kefuOperation.queueReports': 'Reported content',
  'kefuOperation.queueFeedback': 'Unanswered feedback',
};

export default en;
