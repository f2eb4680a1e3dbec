import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'myPartner.title': 'Mis compañeros',
  'myPartner.loggedOut': 'Inicia sesión para ver quién te invitó y a tus compañeros.',
  'myPartner.login': 'Vincular móvil',
  'myPartner.invitedBy': 'Te invitó',
  'myPartner.partners': 'También invitados por esa persona',
  'myPartner.joined': 'Se unió el {date}',
  'myPartner.noCaptain': 'Te uniste sin invitación, así que aún no tienes compañeros.',
  'myPartner.toTeam': 'Invitar a otras personas',
  'myPartner.empty': 'Nadie más se ha unido todavía con la persona que te invitó.',
};

export default es;
