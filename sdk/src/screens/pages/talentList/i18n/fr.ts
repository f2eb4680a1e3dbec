import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'talentList.title': 'Prestataires',
  'talentList.category': 'Catégorie',
  'talentList.allCategories': 'Toutes les catégories',
  'talentList.radius': 'Distance',
  'talentList.anyDistance': 'Toute distance',
  'talentList.within': 'À moins de {km} km',
  'talentList.sort': 'Trier par',
  'talentList.sortRating': 'Note',
  'talentList.sortCompleted': 'Plus de missions',
  'talentList.sortDistance': 'Plus proches',
  'talentList.completed': '{n} missions faites',
  'talentList.distance': '{km} km',
  'talentList.locating': 'Recherche de votre position…',
  'talentList.locationDenied': 'Autorisez la localisation pour filtrer ou trier par distance.',
  'talentList.empty':
    'Personne ne correspond pour l’instant. Essayez une autre catégorie ou une distance plus grande.',
};

export default fr;
