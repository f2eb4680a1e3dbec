import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'talentList.title': '人才中心',
  'talentList.category': '服務類別',
  'talentList.allCategories': '全部類別',
  'talentList.radius': '距離',
  'talentList.anyDistance': '不限距離',
  'talentList.within': '{km} 公里內',
  'talentList.sort': '排序',
  'talentList.sortRating': '評分最高',
  'talentList.sortCompleted': '接案最多',
  'talentList.sortDistance': '離我最近',
  'talentList.completed': '已完成 {n} 件',
  'talentList.distance': '{km} 公里',
  'talentList.locating': '正在取得你的位置…',
  'talentList.locationDenied': '請允許存取位置，才能依距離篩選或排序',
  'talentList.empty': '目前沒有符合條件的人才，換個類別或擴大距離試試',
};

export default zhHant;
