import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'talentInformation.title': '人才详情',
  'talentInformation.missing': '找不到这位用户',
  'talentInformation.verified': '已实名',
  'talentInformation.rating': '{rating} 分（{n} 条评价）',
  'talentInformation.completed': '完成任务',
  'talentInformation.experience': '从业年限',
  'talentInformation.years': '{n} 年',
  'talentInformation.area': '服务区域',
  'talentInformation.distance': '距你 {km} 公里',
  'talentInformation.categories': '服务类别',
  'talentInformation.badges': '资质证书',
  'talentInformation.badgeLicence': '执照',
  'talentInformation.badgeDiploma': '学历证书',
  'talentInformation.badgeSkill': '技能证书',
  'talentInformation.badgeOther': '证书',
  'talentInformation.album': '作品展示',
  'talentInformation.photo': '第 {n} 张照片',
  'talentInformation.message': '发消息',
  'talentInformation.evaluations': '雇主评价',
  'talentInformation.noEvaluations': '暂无评价',
};

export default zhHans;
