import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'recommendTask.title': 'For you',
  'recommendTask.intro': 'Picked from the kinds of tasks you post and take',
  'recommendTask.introNear': 'Picked from the kinds of tasks you post and take, nearest first',
  'recommendTask.empty': 'Nothing to recommend yet: browse the task hall',
};

export default en;
