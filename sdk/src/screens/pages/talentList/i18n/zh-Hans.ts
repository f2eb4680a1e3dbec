import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'talentList.title': '人才中心',
  'talentList.category': '服务类别',
  'talentList.allCategories': '全部类别',
  'talentList.radius': '距离',
  'talentList.anyDistance': '不限距离',
  'talentList.within': '{km} 公里内',
  'talentList.sort': '排序',
  'talentList.sortRating': '评分最高',
  'talentList.sortCompleted': '接单最多',
  'talentList.sortDistance': '离我最近',
  'talentList.completed': '已完成 {n} 单',
  'talentList.distance': '{km} 公里',
  'talentList.locating': '正在获取你的位置…',
  'talentList.locationDenied': '请允许获取位置，才能按距离筛选或排序',
  'talentList.empty': '暂时没有符合条件的人才，换个类别或扩大距离试试',
};

export default zhHans;
