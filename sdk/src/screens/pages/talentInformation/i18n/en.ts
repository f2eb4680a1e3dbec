import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'talentInformation.title': 'Talent',
  'talentInformation.missing': 'This person could not be found.',
  'talentInformation.verified': 'ID verified',
  'talentInformation.rating': '{rating} ({n} reviews)',
  'talentInformation.completed': 'Tasks completed',
  'talentInformation.experience': 'Experience',
  'talentInformation.years': '{n} years',
  'talentInformation.area': 'Service area',
  'talentInformation.distance': '{km} km away',
  'talentInformation.categories': 'Works in',
  'talentInformation.badges': 'Certificates',
  'talentInformation.badgeLicence': 'Licence',
  'talentInformation.badgeDiploma': 'Diploma',
  'talentInformation.badgeSkill': 'Skill certificate',
  'talentInformation.badgeOther': 'Certificate',
  'talentInformation.album': 'Photos of past work',
  'talentInformation.photo': 'Photo {n}',
  'talentInformation.message': 'Message',
  'talentInformation.evaluations': 'Reviews from posters',
  'talentInformation.noEvaluations': 'No reviews yet.',
};

export default en;
