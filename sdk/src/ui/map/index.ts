/**
 * The map chunk: loaded with `import('../../../ui/map')` by the two screens that draw a map
 * (selectMap, checkLocation), so no other page pays for it.
 */
export { type Located, type LocateStatus, useGeolocation } from './geolocation';
export { fitPoints, metersPerPixel, project, tileUrl, unproject } from './mercator';
export {
  type MapCircle,
  type MapControl,
  type MapMarker,
  type MapPath,
  mapSheet,
  TileMap,
  type TileMapProps,
} from './tile-map';
