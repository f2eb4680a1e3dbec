import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'myPartner.title': '我的夥伴',
  'myPartner.loggedOut': '登入後就能查看你的邀請人和夥伴',
  'myPartner.login': '綁定手機號碼',
  'myPartner.invitedBy': '我的邀請人',
  'myPartner.partners': '同一位邀請人邀請的夥伴',
  'myPartner.joined': '{date} 加入',
  'myPartner.noCaptain': '你是直接註冊的，目前還沒有夥伴',
  'myPartner.toTeam': '去邀請朋友',
  'myPartner.empty': '你的邀請人還沒有邀請其他人',
};

export default zhHant;
