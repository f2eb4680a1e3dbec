import type { LngLat } from '../api/order-types';
import { MAP_LOCATION_REFRESH_MS } from '../config';
import { useEffect, useState } from '../lib/preact';

/**
 * The viewer's location for distances: taken at once when the browser already allows it,
 * asked for by `locate()` (a filter that needs it), `denied` when refused or unavailable.
 */
export function useLocation() {
  const [here, setHere] = useState<LngLat | null>(null);
  const [denied, setDenied] = useState(false);
  const locate = () => {
    const geo = globalThis.navigator?.geolocation;
    if (!geo) return setDenied(true);
    geo.getCurrentPosition(
      ({ coords }) => {
        setDenied(false);
        setHere({ longitude: coords.longitude, latitude: coords.latitude });
      },
      () => setDenied(true),
      { maximumAge: MAP_LOCATION_REFRESH_MS },
    );
  };
  useEffect(() => {
    globalThis.navigator?.permissions?.query({ name: 'geolocation' }).then(
      (s) => s.state === 'granted' && locate(),
      () => undefined,
    );
  }, []);
  return { here, denied, locate };
}
