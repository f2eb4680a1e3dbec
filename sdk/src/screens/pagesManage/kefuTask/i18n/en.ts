import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'kefuTask.title': 'Task (customer service)',
  'kefuTask.task': 'Task',
  'kefuTask.trade': 'Transaction detail',
  'kefuTask.order': 'Order',
  'kefuTask.taker': 'Provider',
  'kefuTask.actions': 'What you can do',
  'kefuTask.noActions': 'Customer service has no action on this task in its current state.',
  'kefuTask.supervisorOnly': 'The fee is above {amount}: only a supervisor can release, refund or split it.',
  'kefuTask.takerPart': 'Provider’s part, in yuan (fee {fee})',
  'kefuTask.splitRange': 'Enter the provider’s part: more than 0 and less than {fee}.',
  'kefuTask.log': 'History',
};

export default en;
