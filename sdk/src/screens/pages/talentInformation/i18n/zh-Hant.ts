import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'talentInformation.title': '人才詳情',
  'talentInformation.missing': '找不到這位使用者',
  'talentInformation.verified': '已實名',
  'talentInformation.rating': '{rating} 分（{n} 則評價）',
  'talentInformation.completed': '完成任務',
  'talentInformation.experience': '從業年資',
  'talentInformation.years': '{n} 年',
  'talentInformation.area': '服務區域',
  'talentInformation.distance': '距離你 {km} 公里',
  'talentInformation.categories': '服務類別',
  'talentInformation.badges': '資格證照',
  'talentInformation.badgeLicence': '執照',
  'talentInformation.badgeDiploma': '學歷證書',
  'talentInformation.badgeSkill': '技能證照',
  'talentInformation.badgeOther': '證書',
  'talentInformation.album': '作品集',
  'talentInformation.photo': '第 {n} 張相片',
  'talentInformation.message': '傳訊息',
  'talentInformation.evaluations': '雇主評價',
  'talentInformation.noEvaluations': '尚無評價',
};

export default zhHant;
