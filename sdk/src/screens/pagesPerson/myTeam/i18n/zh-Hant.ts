import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'myTeam.title': '我的團隊',
  'myTeam.loggedOut': '登入後就能邀請朋友、查看團隊',
  'myTeam.login': '綁定手機號碼',
  'myTeam.inviteTitle': '邀請朋友加入',
  'myTeam.inviteBody': '請朋友掃描條碼或開啟連結註冊，你就是他們的邀請人。',
  'myTeam.inviteBodyMini': '請朋友用微信掃描小程式碼註冊，你就是他們的邀請人。',
  'myTeam.codeAlt': '我的邀請碼',
  'myTeam.copy': '複製邀請連結',
  'myTeam.copied': '已複製邀請連結',
  'myTeam.summary': '已加入 {total} 人 · 近 {days} 天活躍 {active} 人',
  'myTeam.listLabel': '我邀請的人',
  'myTeam.joined': '{date} 加入',
  'myTeam.active': '活躍',
  'myTeam.inactive': '不活躍',
  'myTeam.empty': '目前還沒有人透過你的邀請加入',
  'myTeam.partners': '我的夥伴',
};

export default zhHant;
