import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'recommendTask.title': '為你推薦',
  'recommendTask.intro': '依你刊登和接過的任務類型推薦',
  'recommendTask.introNear': '依你刊登和接過的任務類型推薦，離你近的優先',
  'recommendTask.empty': '暫無推薦，去任務大廳看看吧',
};

export default zhHant;
