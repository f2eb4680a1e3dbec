import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'recommendTask.title': '为你推荐',
  'recommendTask.intro': '根据你发布和接过的任务类型推荐',
  'recommendTask.introNear': '根据你发布和接过的任务类型推荐，离你近的优先',
  'recommendTask.empty': '暂无推荐，去任务大厅看看吧',
};

export default zhHans;
