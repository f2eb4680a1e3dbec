import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'realName.title': 'Verificación de identidad',
  'realName.why':
    'Para aceptar tareas de pago, verifica tu identidad. Escribe tu nombre tal como aparece en tu documento de identidad de residente.',
  'realName.nameLabel': 'Nombre legal',
  'realName.namePlaceholder': 'Como en tu documento',
  'realName.idLabel': 'Número de identidad',
  'realName.idPlaceholder': 'Número de identidad de residente de 18 caracteres',
  'realName.submit': 'Verificar',
  'realName.privacy':
    'Tu número se comprueba con el servicio de identidad y no se guarda: solo conservamos una copia enmascarada.',
  'realName.nameRequired': 'Escribe tu nombre legal.',
  'realName.nameInvalid': 'Usa solo letras, como en tu documento.',
  'realName.idRequired': 'Escribe tu número de identidad.',
  'realName.idInvalid': 'No es un número de identidad válido de 18 caracteres. Revisa cada carácter.',
  'realName.rejected': 'Tu último intento no coincidió. Revisa el nombre y el número e inténtalo de nuevo.',
  'realName.verified': 'Identidad verificada',
  'realName.done': 'Verificación completada',
  'realName.signInFirst': 'Inicia sesión para verificar tu identidad.',
  'realName.signIn': 'Iniciar sesión',
};

export default es;
