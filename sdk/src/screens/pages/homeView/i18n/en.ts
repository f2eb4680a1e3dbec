import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'homeView.title': 'Home',
  'homeView.banners': 'Featured',
  'homeView.slide': 'Slide {index} of {total}',
  'homeView.entries': 'Shortcuts',
  'homeView.share': 'Share',
  'homeView.aboutUs': 'About us',
};

export default en;
