import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'talentList.title': 'Profesionales',
  'talentList.category': 'Categoría',
  'talentList.allCategories': 'Todas las categorías',
  'talentList.radius': 'Distancia',
  'talentList.anyDistance': 'Cualquier distancia',
  'talentList.within': 'A menos de {km} km',
  'talentList.sort': 'Ordenar por',
  'talentList.sortRating': 'Valoración',
  'talentList.sortCompleted': 'Más tareas',
  'talentList.sortDistance': 'Más cerca',
  'talentList.completed': '{n} tareas hechas',
  'talentList.distance': '{km} km',
  'talentList.locating': 'Buscando tu ubicación…',
  'talentList.locationDenied': 'Permite el acceso a la ubicación para filtrar u ordenar por distancia.',
  'talentList.empty': 'Nadie coincide todavía. Prueba otra categoría o una distancia mayor.',
};

export default es;
