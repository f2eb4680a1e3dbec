import { getMapConfig, type MapConfig } from '../api/endpoints/addresses';
import type { LngLat } from '../api/order-types';
import type { Transport } from '../api/transport';
import { useApi } from '../app/context';
import { MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '../config';
import { useEffect, useState } from '../lib/preact';
import { quietApi } from './quiet-api';

/** The map chunk (ui/map): the tile map, the projection and the geolocation hook. */
export type MapModule = typeof import('./map');

/** What a map screen needs before it can draw: the chunk and the server's map configuration. */
export interface MapKit {
  map: MapModule;
  config: MapConfig;
}

/**
 * The map without a configuration (the call failed, offline): the grid view and the spec's
 * zoom range, so the screen still works.
 */
export const OFFLINE_MAP_CONFIG: MapConfig = {
  tile_url: '',
  attribution: '',
  min_zoom: MAP_ZOOM_MIN,
  max_zoom: MAP_ZOOM_MAX,
  default_zoom: MAP_ZOOM_DEFAULT,
  coordinates: 'wgs84',
};

/** Where a map opens with nothing better to go on (no point given, no position yet): Beijing. */
export const DEFAULT_CENTER: LngLat = { longitude: 116.397_428, latitude: 39.909_23 };

/** One configuration per instance's transport: it changes with a deployment, not a page. */
const configs = new WeakMap<Transport, Promise<MapConfig>>();

function loadConfig(api: Transport): Promise<MapConfig> {
  let config = configs.get(api);
  if (!config) {
    config = getMapConfig(quietApi(api)).then(
      (c) => ({ ...OFFLINE_MAP_CONFIG, ...c }),
      () => {
        configs.delete(api); // asked again next time, when the network may be back
        return OFFLINE_MAP_CONFIG;
      },
    );
    configs.set(api, config);
  }
  return config;
}

/**
 * Loads the map chunk and the map configuration side by side. A failed configuration is not an
 * error (the map draws its grid); a chunk that cannot load is, with a retry.
 *
 * @example const { kit, failed, retry } = useMapKit(); if (kit) return <Body kit={kit} />;
 */
export function useMapKit(): { kit: MapKit | undefined; failed: boolean; retry: () => void } {
  const api = useApi();
  const [kit, setKit] = useState<MapKit>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    Promise.all([import('./map'), loadConfig(api)]).then(
      ([map, config]) => live && setKit({ map, config }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  return { kit, failed, retry: () => setAttempt((n) => n + 1) };
}
