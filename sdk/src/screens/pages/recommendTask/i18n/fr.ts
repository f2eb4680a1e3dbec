import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'recommendTask.title': 'Pour vous',
  'recommendTask.intro': 'Choisies selon les missions que vous publiez et acceptez',
  'recommendTask.introNear':
    'Choisies selon les missions que vous publiez et acceptez, les plus proches d’abord',
  'recommendTask.empty': 'Rien à recommander pour l’instant : parcourez les missions',
};

export default fr;
