import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'editAddress.titleAdd': 'New address',
  'editAddress.titleEdit': 'Edit address',
  'editAddress.name': 'Contact name',
  'editAddress.namePlaceholder': 'Who to meet there',
  'editAddress.nameInvalid': 'Enter a name of 1 to 20 characters',
  'editAddress.tel': 'Mobile number',
  'editAddress.telPlaceholder': '11-digit mobile number',
  'editAddress.telInvalid': 'Enter a valid 11-digit mobile number',
  'editAddress.location': 'Location on the map',
  'editAddress.locationPick': 'Pick the place on the map',
  'editAddress.locationChange': 'Change',
  'editAddress.locationRequired': 'Pick the place on the map so takers can find it',
  'editAddress.region': 'Area',
  'editAddress.regionPlaceholder': 'Province, city and district',
  'editAddress.regionInvalid': 'Enter the area, 1 to 60 characters',
  'editAddress.detail': 'Street and number',
  'editAddress.detailPlaceholder': 'Street, building, floor, room',
  'editAddress.detailInvalid': 'Enter the street and number, 1 to 60 characters',
  'editAddress.default': 'Default address',
  'editAddress.defaultFirst': 'Your first address becomes the default.',
  'editAddress.defaultLocked': 'To change it, make another address the default.',
  'editAddress.save': 'Save',
  'editAddress.saved': 'Address saved',
  'editAddress.notFound': 'This address no longer exists.',
};

export default en;
