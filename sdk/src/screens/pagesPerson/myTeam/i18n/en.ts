import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'myTeam.title': 'My team',
  'myTeam.loggedOut': 'Sign in to invite people and see your team.',
  'myTeam.login': 'Bind phone',
  'myTeam.inviteTitle': 'Invite people to join',
  'myTeam.inviteBody': 'Let them scan this code or open the link: they sign up with you as their inviter.',
  'myTeam.inviteBodyMini':
    'Let them scan this mini program code in WeChat: they sign up with you as their inviter.',
  'myTeam.codeAlt': 'Your invitation code',
  'myTeam.copy': 'Copy invitation link',
  'myTeam.copied': 'Invitation link copied',
  'myTeam.summary': '{total} joined · {active} active in the last {days} days',
  'myTeam.listLabel': 'People you invited',
  'myTeam.joined': 'Joined {date}',
  'myTeam.active': 'Active',
  'myTeam.inactive': 'Inactive',
  'myTeam.empty': 'Nobody has joined through your invitation yet.',
  'myTeam.partners': 'My partners',
};

export default en;
