import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'selectMap.title': 'Choose a location',
  'selectMap.map': 'Map. Drag to move the pin’s place, arrow keys to pan, plus and minus to zoom.',
  'selectMap.zoomIn': 'Zoom in',
  'selectMap.zoomOut': 'Zoom out',
  'selectMap.noTiles': 'Street map unavailable. Drag the grid, search or type coordinates.',
  'selectMap.locate': 'Me',
  'selectMap.locating': 'Finding your location…',
  'selectMap.denied': 'Location access is off. Search the address or move the map to the place.',
  'selectMap.unavailable': 'Your location is not available. Search the address or move the map.',
  'selectMap.search': 'Search an address',
  'selectMap.searchPlaceholder': 'e.g. 88 Caoxi Road, Xuhui, Shanghai',
  'selectMap.searchButton': 'Search',
  'selectMap.searchRequired': 'Enter an address to search',
  'selectMap.typeCoordinates': 'Enter coordinates instead',
  'selectMap.longitude': 'Longitude',
  'selectMap.latitude': 'Latitude',
  'selectMap.lngInvalid': 'A number from -180 to 180',
  'selectMap.latInvalid': 'A number from -90 to 90',
  'selectMap.go': 'Go',
  'selectMap.use': 'Use this location',
};

export default en;
