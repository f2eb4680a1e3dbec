import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'selectMap.title': 'Choisir un lieu',
  'selectMap.map':
    'Carte. Faites-la glisser pour placer le repère, flèches pour la déplacer, plus et moins pour zoomer.',
  'selectMap.zoomIn': 'Zoom avant',
  'selectMap.zoomOut': 'Zoom arrière',
  'selectMap.noTiles':
    'Plan des rues indisponible. Faites glisser la grille, cherchez ou saisissez des coordonnées.',
  'selectMap.locate': 'Moi',
  'selectMap.locating': 'Recherche de votre position…',
  'selectMap.denied':
    'L’accès à la position est désactivé. Cherchez l’adresse ou déplacez la carte jusqu’au lieu.',
  'selectMap.unavailable': 'Votre position n’est pas disponible. Cherchez l’adresse ou déplacez la carte.',
  'selectMap.search': 'Chercher une adresse',
  'selectMap.searchPlaceholder': 'ex. 88 Caoxi Road, Xuhui, Shanghai',
  'selectMap.searchButton': 'Chercher',
  'selectMap.searchRequired': 'Saisissez une adresse à chercher',
  'selectMap.typeCoordinates': 'Saisir des coordonnées',
  'selectMap.longitude': 'Longitude',
  'selectMap.latitude': 'Latitude',
  'selectMap.lngInvalid': 'Un nombre entre -180 et 180',
  'selectMap.latInvalid': 'Un nombre entre -90 et 90',
  'selectMap.go': 'Aller',
  'selectMap.use': 'Utiliser ce lieu',
};

export default fr;
