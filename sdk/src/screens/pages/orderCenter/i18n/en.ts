import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'orderCenter.title': 'My orders',
  'orderCenter.loggedOut': 'Sign in to see the orders you posted and the tasks you took.',
  'orderCenter.login': 'Sign in',
  'orderCenter.sides': 'Whose orders',
  'orderCenter.all': 'All orders',
  'orderCenter.total': '{n} in total',
  'orderCenter.groupCount': '{group}: {n}',
  'orderCenter.nonePosted': 'You have not posted anything yet.',
  'orderCenter.noneTaken': 'You have not taken any task yet.',
  'orderCenter.post': 'Post a task',
  'orderCenter.find': 'Find tasks in the hall',
  'orderCenter.evaluations': 'My evaluations',
};

export default en;
