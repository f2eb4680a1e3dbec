import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'homeView.title': 'Home',
  'homeView.banners': 'Featured',
  'homeView.slide': 'Slide {index} of {total}',
  'homeView.entries': 'Shortcuts',
  'homeView.share': 'Share',
  'homeView.aboutUs': 'About us',
  'homeView.deliverOrder': 'Post a task',
  'homeView.hotTask': 'Hot positions',
  'homeView.recommendTask': 'Recommended for you',
  // community (issue 12)
  'homeView.community': 'Community',
  'homeView.businesses': 'Local businesses',
  'homeView.linkCopied': 'Link copied, open it in a browser',
  'homeView.productName': 'Task Marketplace',
};

export default en;
