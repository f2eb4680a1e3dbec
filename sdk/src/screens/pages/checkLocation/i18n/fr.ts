import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'checkLocation.title': 'Emplacement',
  'checkLocation.place': 'Lieu de la prestation',
  'checkLocation.invalid': 'Cet emplacement n’est pas valide.',
  'checkLocation.map': 'Carte de {title}. Flèches pour la déplacer, plus et moins pour zoomer.',
  'checkLocation.zoomIn': 'Zoom avant',
  'checkLocation.zoomOut': 'Zoom arrière',
  'checkLocation.noTiles': 'Plan des rues indisponible : le repère est aux coordonnées ci-dessous.',
  'checkLocation.showBoth': 'Les deux',
  'checkLocation.locating': 'Recherche de votre position pour calculer la distance…',
  'checkLocation.denied': 'Autorisez l’accès à votre position pour voir à quelle distance c’est.',
  'checkLocation.unavailable': 'Votre position n’est pas disponible, la distance est donc inconnue.',
  'checkLocation.distance': 'À {distance} de vous à vélo, {minutes} min',
  'checkLocation.distanceAbout': 'À environ {distance} de vous à vélo, {minutes} min',
  'checkLocation.m': '{n} m',
  'checkLocation.km': '{n} km',
  'checkLocation.open': 'Ouvrir dans une app de cartes',
  'checkLocation.openWith': 'Ouvrir avec',
  'checkLocation.amap': 'AMap',
  'checkLocation.osm': 'OpenStreetMap',
  'checkLocation.device': 'L’app de cartes de l’appareil',
  'checkLocation.copy': 'Copier les coordonnées',
};

export default fr;
