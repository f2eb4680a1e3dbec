import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'editAddress.titleAdd': 'Nueva dirección',
  'editAddress.titleEdit': 'Editar dirección',
  'editAddress.name': 'Nombre de contacto',
  'editAddress.namePlaceholder': 'A quién buscar allí',
  'editAddress.nameInvalid': 'Escribe un nombre de 1 a 20 caracteres',
  'editAddress.tel': 'Número de móvil',
  'editAddress.telPlaceholder': 'Móvil de 11 dígitos',
  'editAddress.telInvalid': 'Escribe un número de móvil válido de 11 dígitos',
  'editAddress.location': 'Ubicación en el mapa',
  'editAddress.locationPick': 'Elige el lugar en el mapa',
  'editAddress.locationChange': 'Cambiar',
  'editAddress.locationRequired': 'Elige el lugar en el mapa para que puedan encontrarlo',
  'editAddress.region': 'Zona',
  'editAddress.regionPlaceholder': 'Provincia, ciudad y distrito',
  'editAddress.regionInvalid': 'Escribe la zona, de 1 a 60 caracteres',
  'editAddress.detail': 'Calle y número',
  'editAddress.detailPlaceholder': 'Calle, edificio, planta, puerta',
  'editAddress.detailInvalid': 'Escribe la calle y el número, de 1 a 60 caracteres',
  'editAddress.default': 'Dirección predeterminada',
  'editAddress.defaultFirst': 'Tu primera dirección será la predeterminada.',
  'editAddress.defaultLocked': 'Para cambiarla, marca otra dirección como predeterminada.',
  'editAddress.save': 'Guardar',
  'editAddress.saved': 'Dirección guardada',
  'editAddress.notFound': 'Esta dirección ya no existe.',
};

export default es;
