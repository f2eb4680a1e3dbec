import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'myTeam.title': 'Mon équipe',
  'myTeam.loggedOut': 'Connectez-vous pour inviter des personnes et voir votre équipe.',
  'myTeam.login': 'Associer mon mobile',
  'myTeam.inviteTitle': 'Invitez des personnes',
  'myTeam.inviteBody':
    'Faites-leur scanner ce code ou ouvrir le lien : elles s’inscrivent avec vous comme parrain.',
  'myTeam.inviteBodyMini':
    'Faites-leur scanner ce code de mini-programme dans WeChat : elles s’inscrivent avec vous comme parrain.',
  'myTeam.codeAlt': 'Votre code d’invitation',
  'myTeam.copy': 'Copier le lien d’invitation',
  'myTeam.copied': 'Lien d’invitation copié',
  'myTeam.summary': '{total} inscrits · {active} actifs ces {days} derniers jours',
  'myTeam.listLabel': 'Personnes que vous avez invitées',
  'myTeam.joined': 'Inscrit le {date}',
  'myTeam.active': 'Actif',
  'myTeam.inactive': 'Inactif',
  'myTeam.empty': 'Personne ne s’est encore inscrit avec votre invitation.',
  'myTeam.partners': 'Mes partenaires',
};

export default fr;
