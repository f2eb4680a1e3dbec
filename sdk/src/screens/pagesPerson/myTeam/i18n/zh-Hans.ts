import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'myTeam.title': '我的团队',
  'myTeam.loggedOut': '登录后即可邀请好友、查看团队',
  'myTeam.login': '绑定手机号',
  'myTeam.inviteTitle': '邀请好友加入',
  'myTeam.inviteBody': '让好友扫码或打开链接注册，你就是他们的邀请人。',
  'myTeam.inviteBodyMini': '让好友用微信扫描小程序码注册，你就是他们的邀请人。',
  'myTeam.codeAlt': '我的邀请码',
  'myTeam.copy': '复制邀请链接',
  'myTeam.copied': '邀请链接已复制',
  'myTeam.summary': '已加入 {total} 人 · 近 {days} 天活跃 {active} 人',
  'myTeam.listLabel': '我邀请的人',
  'myTeam.joined': '{date} 加入',
  'myTeam.active': '活跃',
  'myTeam.inactive': '不活跃',
  'myTeam.empty': '还没有人通过你的邀请加入',
  'myTeam.partners': '我的伙伴',
};

export default zhHans;
