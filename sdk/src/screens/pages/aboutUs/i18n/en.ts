import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'aboutUs.title': 'About us',
  'aboutUs.description':
    'Post a task and get it done by people nearby, or take tasks and earn. Chat, agree on a price, pay safely and leave a review, all in one place.',
  'aboutUs.version': 'Version {version}',
  'aboutUs.agreements': 'Agreements and policies',
  'aboutUs.productName': 'Task Marketplace',
};

export default en;
