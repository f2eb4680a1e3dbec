import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'editAddress.titleAdd': 'Nouvelle adresse',
  'editAddress.titleEdit': 'Modifier l’adresse',
  'editAddress.name': 'Nom du contact',
  'editAddress.namePlaceholder': 'Qui demander sur place',
  'editAddress.nameInvalid': 'Saisissez un nom de 1 à 20 caractères',
  'editAddress.tel': 'Numéro de mobile',
  'editAddress.telPlaceholder': 'Mobile à 11 chiffres',
  'editAddress.telInvalid': 'Saisissez un numéro de mobile valide à 11 chiffres',
  'editAddress.location': 'Emplacement sur la carte',
  'editAddress.locationPick': 'Choisir le lieu sur la carte',
  'editAddress.locationChange': 'Changer',
  'editAddress.locationRequired': 'Choisissez le lieu sur la carte pour qu’on puisse le trouver',
  'editAddress.region': 'Secteur',
  'editAddress.regionPlaceholder': 'Province, ville et quartier',
  'editAddress.regionInvalid': 'Saisissez le secteur, de 1 à 60 caractères',
  'editAddress.detail': 'Rue et numéro',
  'editAddress.detailPlaceholder': 'Rue, bâtiment, étage, porte',
  'editAddress.detailInvalid': 'Saisissez la rue et le numéro, de 1 à 60 caractères',
  'editAddress.default': 'Adresse par défaut',
  'editAddress.defaultFirst': 'Votre première adresse devient l’adresse par défaut.',
  'editAddress.defaultLocked': 'Pour la changer, définissez une autre adresse par défaut.',
  'editAddress.save': 'Enregistrer',
  'editAddress.saved': 'Adresse enregistrée',
  'editAddress.notFound': 'Cette adresse n’existe plus.',
};

export default fr;
