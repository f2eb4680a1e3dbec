import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'editInformation.title': 'Modifier le profil',
  'editInformation.loggedOut': 'Connectez-vous pour modifier votre profil.',
  'editInformation.login': 'Se connecter',
  'editInformation.nickname': 'Pseudo',
  'editInformation.introduction': 'Présentation',
  'editInformation.introductionHint': 'Ce que vous faites, depuis quand, vos points forts',
  'editInformation.categories': 'Vos domaines (jusqu’à {n})',
  'editInformation.tooManyCategories': 'Choisissez {n} catégories au maximum.',
  'editInformation.area': 'Zone d’intervention',
  'editInformation.locate': 'Utiliser ma position',
  'editInformation.located': 'Position enregistrée',
  'editInformation.locationDenied':
    'Autorisez la localisation pour indiquer où vous travaillez, ou laissez vide.',
  'editInformation.experience': 'Années d’expérience',
  'editInformation.album': 'Photos de vos réalisations ({n}/{max})',
  'editInformation.photo': 'Photo {n}',
  'editInformation.removePhoto': 'Retirer la photo {n}',
  'editInformation.addPhoto': 'Ajouter des photos',
  'editInformation.uploading': 'Envoi… {percent} %',
  'editInformation.save': 'Enregistrer',
  'editInformation.saving': 'Enregistrement…',
};

export default fr;
