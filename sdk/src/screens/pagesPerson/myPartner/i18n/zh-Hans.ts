import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'myPartner.title': '我的伙伴',
  'myPartner.loggedOut': '登录后即可查看你的邀请人和伙伴',
  'myPartner.login': '绑定手机号',
  'myPartner.invitedBy': '我的邀请人',
  'myPartner.partners': '同一邀请人邀请的伙伴',
  'myPartner.joined': '{date} 加入',
  'myPartner.noCaptain': '你是直接注册的，暂时还没有伙伴',
  'myPartner.toTeam': '去邀请好友',
  'myPartner.empty': '你的邀请人还没有邀请其他人',
};

export default zhHans;
