import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'myTeam.title': 'Mi equipo',
  'myTeam.loggedOut': 'Inicia sesión para invitar a otras personas y ver tu equipo.',
  'myTeam.login': 'Vincular móvil',
  'myTeam.inviteTitle': 'Invita a otras personas',
  'myTeam.inviteBody':
    'Que escaneen este código o abran el enlace: se registrarán contigo como quien les invitó.',
  'myTeam.inviteBodyMini':
    'Que escaneen este código del miniprograma en WeChat: se registrarán contigo como quien les invitó.',
  'myTeam.codeAlt': 'Tu código de invitación',
  'myTeam.copy': 'Copiar enlace de invitación',
  'myTeam.copied': 'Enlace de invitación copiado',
  'myTeam.summary': '{total} se han unido · {active} activos en los últimos {days} días',
  'myTeam.listLabel': 'Personas que invitaste',
  'myTeam.joined': 'Se unió el {date}',
  'myTeam.active': 'Activo',
  'myTeam.inactive': 'Inactivo',
  'myTeam.empty': 'Todavía nadie se ha unido con tu invitación.',
  'myTeam.partners': 'Mis compañeros',
};

export default es;
