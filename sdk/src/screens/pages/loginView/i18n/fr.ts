import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'loginView.title': 'Associer un téléphone',
  'loginView.phoneLabel': 'Numéro de mobile',
  'loginView.phonePlaceholder': 'Numéro à 11 chiffres',
  'loginView.phoneInvalid': 'Saisissez un numéro de mobile valide à 11 chiffres',
  'loginView.captchaLabel': 'Code de l’image',
  'loginView.captchaPlaceholder': 'Caractères de l’image',
  'loginView.captchaRefresh': 'Code de l’image, touchez pour en obtenir un autre',
  'loginView.captchaRequired': 'Saisissez les caractères affichés dans l’image',
  'loginView.captchaFailed': 'Impossible de charger le code de l’image',
  'loginView.codeLabel': 'Code SMS',
  'loginView.codePlaceholder': 'Code à 6 chiffres',
  'loginView.codeInvalid': 'Saisissez le code à 6 chiffres reçu par SMS',
  'loginView.codeFirst': 'Demandez d’abord un code SMS',
  'loginView.codeSent': 'Code envoyé',
  'loginView.agree': 'J’ai lu et j’accepte les {userAgreement} et la {privacyPolicy}',
  'loginView.agreeRequired':
    'Veuillez d’abord accepter les Conditions d’utilisation et la Politique de confidentialité',
  'loginView.submit': 'Associer et se connecter',
  'loginView.userAgreement': 'Conditions d’utilisation',
  'loginView.privacyPolicy': 'Politique de confidentialité',
};

export default fr;
