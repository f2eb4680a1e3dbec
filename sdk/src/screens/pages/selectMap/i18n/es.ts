import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'selectMap.title': 'Elige una ubicación',
  'selectMap.map':
    'Mapa. Arrastra para mover el lugar del marcador, flechas para desplazarte, más y menos para acercar o alejar.',
  'selectMap.zoomIn': 'Acercar',
  'selectMap.zoomOut': 'Alejar',
  'selectMap.noTiles': 'Mapa de calles no disponible. Arrastra la cuadrícula, busca o escribe coordenadas.',
  'selectMap.locate': 'Yo',
  'selectMap.locating': 'Buscando tu ubicación…',
  'selectMap.denied':
    'El acceso a la ubicación está desactivado. Busca la dirección o mueve el mapa hasta el lugar.',
  'selectMap.unavailable': 'Tu ubicación no está disponible. Busca la dirección o mueve el mapa.',
  'selectMap.search': 'Buscar una dirección',
  'selectMap.searchPlaceholder': 'p. ej. Caoxi Road 88, Xuhui, Shanghái',
  'selectMap.searchButton': 'Buscar',
  'selectMap.searchRequired': 'Escribe una dirección para buscar',
  'selectMap.typeCoordinates': 'Escribir coordenadas',
  'selectMap.longitude': 'Longitud',
  'selectMap.latitude': 'Latitud',
  'selectMap.lngInvalid': 'Un número entre -180 y 180',
  'selectMap.latInvalid': 'Un número entre -90 y 90',
  'selectMap.go': 'Ir',
  'selectMap.use': 'Usar esta ubicación',
};

export default es;
