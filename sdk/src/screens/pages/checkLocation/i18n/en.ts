import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'checkLocation.title': 'Location',
  'checkLocation.place': 'Service location',
  'checkLocation.invalid': 'This location is not valid.',
  'checkLocation.map': 'Map of {title}. Arrow keys pan, plus and minus zoom.',
  'checkLocation.zoomIn': 'Zoom in',
  'checkLocation.zoomOut': 'Zoom out',
  'checkLocation.noTiles': 'Street map unavailable: the pin is at the coordinates below.',
  'checkLocation.showBoth': 'Both',
  'checkLocation.locating': 'Finding your location to work out the distance…',
  'checkLocation.denied': 'Allow location access to see how far it is.',
  'checkLocation.unavailable': 'Your location is not available, so the distance is unknown.',
  'checkLocation.distance': '{distance} from you by bike, {minutes} min',
  'checkLocation.distanceAbout': 'About {distance} from you by bike, {minutes} min',
  'checkLocation.m': '{n} m',
  'checkLocation.km': '{n} km',
  'checkLocation.open': 'Open in a maps app',
  'checkLocation.openWith': 'Open with',
  'checkLocation.amap': 'AMap',
  'checkLocation.osm': 'OpenStreetMap',
  'checkLocation.device': 'This device’s maps app',
  'checkLocation.copy': 'Copy coordinates',
};

export default en;
