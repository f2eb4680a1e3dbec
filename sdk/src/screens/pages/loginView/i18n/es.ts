import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'loginView.title': 'Vincular teléfono',
  'loginView.phoneLabel': 'Número de móvil',
  'loginView.phonePlaceholder': 'Móvil de 11 dígitos',
  'loginView.phoneInvalid': 'Introduce un número de móvil válido de 11 dígitos',
  'loginView.captchaLabel': 'Código de la imagen',
  'loginView.captchaPlaceholder': 'Caracteres de la imagen',
  'loginView.captchaRefresh': 'Código de la imagen; tócalo para obtener otro',
  'loginView.captchaRequired': 'Introduce los caracteres que aparecen en la imagen',
  'loginView.captchaFailed': 'No se pudo cargar el código de la imagen',
  'loginView.codeLabel': 'Código SMS',
  'loginView.codePlaceholder': 'Código de 6 dígitos',
  'loginView.codeInvalid': 'Introduce el código de 6 dígitos que recibiste por SMS',
  'loginView.codeFirst': 'Primero solicita un código SMS',
  'loginView.codeSent': 'Código enviado',
  'loginView.agree': 'He leído y acepto las {userAgreement} y la {privacyPolicy}',
  'loginView.agreeRequired': 'Primero acepta las Condiciones de uso y la Política de privacidad',
  'loginView.submit': 'Vincular e iniciar sesión',
  'loginView.userAgreement': 'Condiciones de uso',
  'loginView.privacyPolicy': 'Política de privacidad',
};

export default es;
