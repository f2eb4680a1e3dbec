import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'talentInformation.title': 'Profesional',
  'talentInformation.missing': 'No se ha encontrado a esta persona.',
  'talentInformation.verified': 'Identidad verificada',
  'talentInformation.rating': '{rating} ({n} valoraciones)',
  'talentInformation.completed': 'Tareas completadas',
  'talentInformation.experience': 'Experiencia',
  'talentInformation.years': '{n} años',
  'talentInformation.area': 'Zona de servicio',
  'talentInformation.distance': 'a {km} km',
  'talentInformation.categories': 'Trabaja en',
  'talentInformation.badges': 'Certificados',
  'talentInformation.badgeLicence': 'Licencia',
  'talentInformation.badgeDiploma': 'Título',
  'talentInformation.badgeSkill': 'Certificado profesional',
  'talentInformation.badgeOther': 'Certificado',
  'talentInformation.album': 'Fotos de trabajos',
  'talentInformation.photo': 'Foto {n}',
  'talentInformation.message': 'Enviar mensaje',
  'talentInformation.evaluations': 'Valoraciones de clientes',
  'talentInformation.noEvaluations': 'Todavía no hay valoraciones.',
};

export default es;
