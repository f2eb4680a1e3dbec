import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'myPartner.title': 'My partners',
  'myPartner.loggedOut': 'Sign in to see who invited you and your partners.',
  'myPartner.login': 'Bind phone',
  'myPartner.invitedBy': 'Invited by',
  'myPartner.partners': 'Also invited by them',
  'myPartner.joined': 'Joined {date}',
  'myPartner.noCaptain': 'You joined without an invitation, so you have no partners yet.',
  'myPartner.toTeam': 'Invite people',
  'myPartner.empty': 'Nobody else has joined through your inviter yet.',
};

export default en;
