import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'checkLocation.title': 'Ubicación',
  'checkLocation.place': 'Lugar del servicio',
  'checkLocation.invalid': 'Esta ubicación no es válida.',
  'checkLocation.map': 'Mapa de {title}. Flechas para desplazarte, más y menos para acercar o alejar.',
  'checkLocation.zoomIn': 'Acercar',
  'checkLocation.zoomOut': 'Alejar',
  'checkLocation.noTiles': 'Mapa de calles no disponible: el marcador está en las coordenadas de abajo.',
  'checkLocation.showBoth': 'Ambos',
  'checkLocation.locating': 'Buscando tu ubicación para calcular la distancia…',
  'checkLocation.denied': 'Permite el acceso a tu ubicación para ver a qué distancia está.',
  'checkLocation.unavailable': 'Tu ubicación no está disponible, así que no se conoce la distancia.',
  'checkLocation.distance': 'A {distance} de ti en bici, {minutes} min',
  'checkLocation.distanceAbout': 'A unos {distance} de ti en bici, {minutes} min',
  'checkLocation.m': '{n} m',
  'checkLocation.km': '{n} km',
  'checkLocation.open': 'Abrir en una app de mapas',
  'checkLocation.openWith': 'Abrir con',
  'checkLocation.amap': 'AMap',
  'checkLocation.osm': 'OpenStreetMap',
  'checkLocation.device': 'La app de mapas del dispositivo',
  'checkLocation.copy': 'Copiar coordenadas',
};

export default es;
