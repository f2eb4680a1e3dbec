import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'talentList.title': 'Talent center',
  'talentList.category': 'Category',
  'talentList.allCategories': 'All categories',
  'talentList.radius': 'Distance',
  'talentList.anyDistance': 'Any distance',
  'talentList.within': 'Within {km} km',
  'talentList.sort': 'Sort by',
  'talentList.sortRating': 'Rating',
  'talentList.sortCompleted': 'Most tasks',
  'talentList.sortDistance': 'Nearest',
  'talentList.completed': '{n} tasks done',
  'talentList.distance': '{km} km',
  'talentList.locating': 'Finding your location…',
  'talentList.locationDenied': 'Allow location access to filter or sort by distance.',
  'talentList.empty': 'No one matches yet. Try another category or a wider distance.',
};

export default en;
