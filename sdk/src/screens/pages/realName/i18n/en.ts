import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'realName.title': 'Real-name verification',
  'realName.why':
    'To take paid tasks, verify that you are who you say you are. Enter your name exactly as on your resident ID card.',
  'realName.nameLabel': 'Legal name',
  'realName.namePlaceholder': 'As on your ID card',
  'realName.idLabel': 'ID number',
  'realName.idPlaceholder': '18-character resident ID number',
  'realName.submit': 'Verify',
  'realName.privacy':
    'Your ID number is checked with the identity service and not kept: we store only a masked copy.',
  'realName.nameRequired': 'Enter your legal name.',
  'realName.nameInvalid': 'Use letters only, as on your ID card.',
  'realName.idRequired': 'Enter your ID number.',
  'realName.idInvalid': 'This is not a valid 18-character ID number. Check each character.',
  'realName.rejected': 'Your last attempt did not match. Check the name and the number, then try again.',
  'realName.verified': 'You are verified',
  'realName.done': 'Verification complete',
  'realName.signInFirst': 'Sign in to verify your identity.',
  'realName.signIn': 'Sign in',
};

export default en;
