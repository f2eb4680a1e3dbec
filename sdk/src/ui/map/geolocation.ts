import type { MapConfig } from '../../api/endpoints/addresses';
import type { LngLat } from '../../api/order-types';
import { MAP_LOCATION_REFRESH_MS } from '../../config';
import { useEffect, useState } from '../../lib/preact';
import { wgs84ToGcj02 } from '../../rules/coordinates';

/** Where the viewer's position stands: asking, known, refused, or not to be had. */
export type LocateStatus = 'locating' | 'ok' | 'denied' | 'unavailable' | 'unsupported';

export interface Located {
  /** The last position the browser gave, in the map's coordinate system. */
  position: LngLat | null;
  status: LocateStatus;
}

/** GeolocationPositionError.PERMISSION_DENIED */
const PERMISSION_DENIED = 1;

/**
 * The viewer's position, asked at once and again every 30000 ms (spec 9, `MAP_LOCATION_REFRESH_MS`)
 * while the page is mounted. A refusal stops the asking (the browser would only refuse again);
 * a failure keeps the last position. The browser answers in WGS-84; a `gcj02` map gets it
 * shifted into its own system so the dot lands on the right street.
 *
 * @example const me = useGeolocation(config.coordinates); me.position && draw(me.position);
 */
export function useGeolocation(system: MapConfig['coordinates'] = 'wgs84'): Located {
  const [state, setState] = useState<Located>({ position: null, status: 'locating' });
  useEffect(() => {
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      setState({ position: null, status: 'unsupported' });
      return;
    }
    let live = true;
    const ask = () =>
      geo.getCurrentPosition(
        ({ coords }) => {
          if (!live) return;
          const wgs = { longitude: coords.longitude, latitude: coords.latitude };
          setState({ position: system === 'gcj02' ? wgs84ToGcj02(wgs) : wgs, status: 'ok' });
        },
        (error) => {
          if (!live) return;
          if (error.code === PERMISSION_DENIED) clearInterval(timer);
          setState((s) => ({
            position: s.position,
            status: error.code === PERMISSION_DENIED ? 'denied' : s.position ? 'ok' : 'unavailable',
          }));
        },
        { enableHighAccuracy: true, timeout: MAP_LOCATION_REFRESH_MS, maximumAge: MAP_LOCATION_REFRESH_MS },
      );
    const timer = setInterval(ask, MAP_LOCATION_REFRESH_MS);
    ask();
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [system]);
  return state;
}
