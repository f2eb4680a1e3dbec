import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'editInformation.title': 'Editar perfil',
  'editInformation.loggedOut': 'Inicia sesión para editar tu perfil.',
  'editInformation.login': 'Iniciar sesión',
  'editInformation.nickname': 'Apodo',
  'editInformation.introduction': 'Presentación',
  'editInformation.introductionHint': 'Qué haces, desde cuándo y en qué destacas',
  'editInformation.categories': 'En qué trabajas (hasta {n})',
  'editInformation.tooManyCategories': 'Elige como máximo {n} categorías.',
  'editInformation.area': 'Zona de servicio',
  'editInformation.locate': 'Usar mi ubicación',
  'editInformation.located': 'Ubicación fijada',
  'editInformation.locationDenied':
    'Permite el acceso a la ubicación para indicar dónde trabajas, o déjalo vacío.',
  'editInformation.experience': 'Años de experiencia',
  'editInformation.album': 'Fotos de tus trabajos ({n}/{max})',
  'editInformation.photo': 'Foto {n}',
  'editInformation.removePhoto': 'Quitar la foto {n}',
  'editInformation.addPhoto': 'Añadir fotos',
  'editInformation.uploading': 'Subiendo… {percent} %',
  'editInformation.save': 'Guardar',
  'editInformation.saving': 'Guardando…',
};

export default es;
