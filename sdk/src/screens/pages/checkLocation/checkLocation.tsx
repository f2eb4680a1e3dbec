import { getDistance } from '../../../api/endpoints/addresses';
import type { LngLat } from '../../../api/order-types';
import { useApi, useInstance, useRoute, useRouter, useStyles, useT } from '../../../app/context';
import { useEffect, useMemo, useRef, useState } from '../../../lib/preact';
import { formatPoint, gcj02ToWgs84, straightLineMeters } from '../../../rules/coordinates';
import { Button, buttonSheet } from '../../../ui/button';
import { copyText } from '../../../ui/copy-text';
import { errorText, isAborted } from '../../../ui/errors';
import { type MapKit, useMapKit } from '../../../ui/map-loader';
import { NavBar } from '../../../ui/nav-bar';
import { Popup } from '../../../ui/popup';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { sheet } from './styles';

/** The distance is asked again only when the viewer has moved this far since the last answer. */
const MOVED_M = 50;

const number = (raw: string | undefined, max: number) => {
  const n = Number(raw);
  return raw && Number.isFinite(n) && Math.abs(n) <= max ? n : undefined;
};

/**
 * Links that open a place outside the widget: the AMap marker page (which opens the AMap app
 * where it is installed), OpenStreetMap, and a `geo:` URI for the device's maps app (Android
 * and most mobile browsers hand it to the system). `geo:` and OpenStreetMap take WGS-84.
 */
function mapLinks(place: LngLat, title: string, system: 'wgs84' | 'gcj02') {
  const wgs = system === 'gcj02' ? gcj02ToWgs84(place) : place;
  const [lat, lng] = [wgs.latitude.toFixed(6), wgs.longitude.toFixed(6)];
  const name = encodeURIComponent(title);
  return {
    amap: `https://uri.amap.com/marker?position=${place.longitude},${place.latitude}&name=${name}&coordinate=${system === 'gcj02' ? 'gaode' : 'wgs84'}&callnative=1`,
    osm: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`,
    geo: `geo:${lat},${lng}?q=${lat},${lng}(${name})`,
  };
}

/** A place on the map (from orderDetail): its pin, how far it is from the viewer, and ways to get there. */
export default function CheckLocation() {
  const t = useT();
  useStyles(buttonSheet, sheet);
  const router = useRouter();
  const { query } = useRoute();
  const longitude = number(query.longitude, 180);
  const latitude = number(query.latitude, 90);
  return (
    <div class="mp-page mp-cl">
      <NavBar title={t('checkLocation.title')} />
      {longitude === undefined || latitude === undefined ? (
        <div class="mp-body" role="alert">
          <ErrorState message={t('checkLocation.invalid')} />
          <Button block onClick={() => router.navigateBack()}>
            {t('common.back')}
          </Button>
        </div>
      ) : (
        <Loader place={{ longitude, latitude }} title={query.title?.trim() || t('checkLocation.place')} />
      )}
    </div>
  );
}

/** The map chunk and configuration, fetched only for a valid place. */
function Loader(props: { place: LngLat; title: string }) {
  const t = useT();
  const { kit, failed, retry } = useMapKit();
  if (kit) return <Place kit={kit} {...props} />;
  return failed ? <ErrorState message={errorText(null, t)} onRetry={retry} /> : <Loading />;
}

type Distance = { meters: number; seconds: number; estimate: boolean };

function Place({ kit: { map, config }, place, title }: { kit: MapKit; place: LngLat; title: string }) {
  const t = useT();
  const inst = useInstance();
  const rawApi = useApi();
  const api = useMemo(() => quietApi(rawApi), [rawApi]);
  const me = map.useGeolocation(config.coordinates);
  const [distance, setDistance] = useState<Distance | null>(null);
  const [distanceError, setDistanceError] = useState('');
  const [fit, setFit] = useState<LngLat[] | undefined>();
  const [sharing, setSharing] = useState(false);
  const asked = useRef<LngLat | null>(null);

  useEffect(() => {
    const from = me.position;
    if (!from || (asked.current && straightLineMeters(asked.current, from) < MOVED_M)) return;
    asked.current = from;
    let live = true;
    getDistance(api, from, place).then(
      (d) => {
        if (!live) return;
        setDistance(d);
        setDistanceError('');
      },
      (err) => {
        if (!live || isAborted(err)) return;
        asked.current = null; // try again with the next position
        setDistanceError(errorText(err, t));
      },
    );
    return () => {
      live = false;
    };
  }, [me.position, place.longitude, place.latitude]);

  const km = (m: number) =>
    m < 1000
      ? t('checkLocation.m', { n: Math.max(10, Math.round(m / 10) * 10) })
      : t('checkLocation.km', { n: (m / 1000).toFixed(1) });
  const howFar = distance
    ? t(distance.estimate ? 'checkLocation.distanceAbout' : 'checkLocation.distance', {
        distance: km(distance.meters),
        minutes: Math.max(1, Math.round(distance.seconds / 60)),
      })
    : distanceError ||
      (me.status === 'denied'
        ? t('checkLocation.denied')
        : me.status === 'unavailable' || me.status === 'unsupported'
          ? t('checkLocation.unavailable')
          : t('checkLocation.locating'));
  const links = mapLinks(place, title, config.coordinates);
  const markers = [
    { id: 'place', ...place, title },
    ...(me.position ? [{ id: 'me', kind: 'me' as const, ...me.position }] : []),
  ];

  return (
    <>
      <map.TileMap
        longitude={place.longitude}
        latitude={place.latitude}
        scale={config.default_zoom}
        minScale={config.min_zoom}
        maxScale={config.max_zoom}
        tileUrl={config.tile_url}
        attribution={config.attribution}
        markers={markers}
        includePoints={fit}
        controls={
          me.position
            ? [
                {
                  id: 'both',
                  label: t('checkLocation.showBoth'),
                  onTap: () => me.position && setFit([place, me.position]),
                },
              ]
            : []
        }
        label={t('checkLocation.map', { title })}
        zoomInLabel={t('checkLocation.zoomIn')}
        zoomOutLabel={t('checkLocation.zoomOut')}
        noTilesText={t('checkLocation.noTiles')}
      />
      <div class="mp-body">
        <h2 class="mp-cl__title">{title}</h2>
        <p class="mp-muted">{formatPoint(place)}</p>
        <p class="mp-cl__far" role="status">
          {howFar}
        </p>
        <Button variant="primary" block onClick={() => setSharing(true)}>
          {t('checkLocation.open')}
        </Button>
      </div>
      <Popup open={sharing} onClose={() => setSharing(false)} title={t('checkLocation.openWith')}>
        <div class="mp-cl__links">
          <a class="mp-btn mp-btn--block" href={links.amap} target="_blank" rel="noopener noreferrer">
            {t('checkLocation.amap')}
          </a>
          <a class="mp-btn mp-btn--block" href={links.osm} target="_blank" rel="noopener noreferrer">
            {t('checkLocation.osm')}
          </a>
          <a class="mp-btn mp-btn--block" href={links.geo}>
            {t('checkLocation.device')}
          </a>
          <Button
            block
            onClick={() =>
              void copyText(`${place.latitude.toFixed(6)},${place.longitude.toFixed(6)}`, inst).then(() =>
                setSharing(false),
              )
            }
          >
            {t('checkLocation.copy')}
          </Button>
        </div>
      </Popup>
    </>
  );
}

export { default as messages } from './messages';
