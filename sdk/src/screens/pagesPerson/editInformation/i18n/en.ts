import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'editInformation.title': 'Edit profile',
  'editInformation.loggedOut': 'Sign in to edit your profile.',
  'editInformation.login': 'Sign in',
  'editInformation.nickname': 'Nickname',
  'editInformation.introduction': 'Introduction',
  'editInformation.introductionHint': 'What you do, how long you have done it, what you are good at',
  'editInformation.categories': 'What you work in (up to {n})',
  'editInformation.tooManyCategories': 'Choose at most {n} categories.',
  'editInformation.area': 'Service area',
  'editInformation.locate': 'Use my location',
  'editInformation.located': 'Location set',
  'editInformation.locationDenied': 'Allow location access to set where you work, or leave it out.',
  'editInformation.experience': 'Years of experience',
  'editInformation.album': 'Photos of your work ({n}/{max})',
  'editInformation.photo': 'Photo {n}',
  'editInformation.removePhoto': 'Remove photo {n}',
  'editInformation.addPhoto': 'Add photos',
  'editInformation.uploading': 'Uploading… {percent}%',
  'editInformation.save': 'Save',
  'editInformation.saving': 'Saving…',
};

export default en;
