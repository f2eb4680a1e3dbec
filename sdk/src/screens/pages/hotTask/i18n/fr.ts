import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'hotTask.title': 'Missions populaires',
  'hotTask.intro': 'Les plus consultées et demandées cette semaine',
  'hotTask.empty': 'Aucune mission ouverte pour le moment',
};

export default fr;
