import { geocode } from '../../../api/endpoints/addresses';
import type { LngLat } from '../../../api/order-types';
import { useApi, useRoute, useRouter, useStyles, useT } from '../../../app/context';
import { useEffect, useMemo, useState } from '../../../lib/preact';
import { formatPoint } from '../../../rules/coordinates';
import { Button, buttonSheet } from '../../../ui/button';
import { errorText, isAborted } from '../../../ui/errors';
import { Field, fieldSheet } from '../../../ui/field';
import { DEFAULT_CENTER, type MapKit, useMapKit } from '../../../ui/map-loader';
import { NavBar } from '../../../ui/nav-bar';
import { putPick } from '../../../ui/picks';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { sheet } from './styles';

/** What selectMap hands back (`putPick(router, 'location', ...)`): the point, and its address when known. */
export type PickedLocation = LngLat & { region?: string; detail?: string };

/** Six decimals: about 10 cm, more than a map tap means. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;
const coordinate = (raw: string, max: number) => {
  const n = Number(raw.trim());
  return raw.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= max ? n : undefined;
};

/**
 * The map address picker: move the map under the centre pin (or search an address, or type
 * coordinates, or go to your position), then "Use this location" hands the point back with
 * its address when the maps service knows it. Works without tiles and without the service.
 */
export default function SelectMap() {
  const t = useT();
  useStyles(buttonSheet, fieldSheet, sheet);
  const { kit, failed, retry } = useMapKit();
  return (
    <div class="mp-page mp-sm">
      <NavBar title={t('selectMap.title')} />
      {kit ? (
        <Picker kit={kit} />
      ) : failed ? (
        <ErrorState message={errorText(null, t)} onRetry={retry} />
      ) : (
        <Loading />
      )}
    </div>
  );
}

function Picker({ kit: { map, config } }: { kit: MapKit }) {
  const t = useT();
  const router = useRouter();
  const rawApi = useApi();
  const api = useMemo(() => quietApi(rawApi), [rawApi]);
  const { query } = useRoute();
  const given = useMemo(() => {
    const longitude = coordinate(query.longitude ?? '', 180);
    const latitude = coordinate(query.latitude ?? '', 90);
    return longitude === undefined || latitude === undefined ? undefined : { longitude, latitude };
  }, [query.longitude, query.latitude]);
  const me = map.useGeolocation(config.coordinates);
  const [center, setCenter] = useState<LngLat>(given ?? DEFAULT_CENTER);
  const [scale, setScale] = useState(config.default_zoom);
  // the map follows the first position only until the user moves it or a point was given
  const [settled, setSettled] = useState(!!given);
  const [found, setFound] = useState<PickedLocation | null>(null);
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState('');
  const [searching, setSearching] = useState(false);
  const [typing, setTyping] = useState(false);
  const [lng, setLng] = useState('');
  const [lat, setLat] = useState('');
  const [coordErrors, setCoordErrors] = useState<{ lng?: string; lat?: string }>({});
  const [noTiles, setNoTiles] = useState(!config.tile_url);
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    if (!settled && me.position) {
      setCenter(me.position);
      setSettled(true);
    }
  }, [me.position, settled]);

  const atFound = !!found && found.longitude === center.longitude && found.latitude === center.latitude;
  const goTo = (point: LngLat, place: PickedLocation | null = null) => {
    setCenter({ ...point });
    setSettled(true);
    setFound(place);
  };

  async function find(e: Event) {
    e.preventDefault();
    const address = search.trim();
    if (!address) return setSearchError(t('selectMap.searchRequired'));
    setSearchError('');
    setSearching(true);
    try {
      const place = await geocode(api, { address });
      if (place) goTo(place, place);
    } catch (err) {
      if (!isAborted(err)) setSearchError(errorText(err, t));
    } finally {
      setSearching(false);
    }
  }

  function jump(e: Event) {
    e.preventDefault();
    const longitude = coordinate(lng, 180);
    const latitude = coordinate(lat, 90);
    setCoordErrors({
      lng: longitude === undefined ? t('selectMap.lngInvalid') : undefined,
      lat: latitude === undefined ? t('selectMap.latInvalid') : undefined,
    });
    if (longitude !== undefined && latitude !== undefined) goTo({ longitude, latitude });
  }

  async function use() {
    const point = { longitude: round(center.longitude), latitude: round(center.latitude) };
    let picked: PickedLocation = point;
    // a searched place still under the pin already has its address; otherwise ask for it
    if (found && atFound) {
      picked = { ...point, region: found.region, detail: found.detail };
    } else {
      setPicking(true);
      try {
        const place = await geocode(api, { location: point });
        if (place?.region) picked = { ...point, region: place.region, detail: place.detail };
      } catch {
        // offline or no maps service: the point alone, the user types the address
      } finally {
        setPicking(false);
      }
    }
    putPick(router, 'location', picked);
    router.navigateBack();
  }

  const markers = me.position ? [{ id: 'me', kind: 'me' as const, ...me.position }] : [];
  const status =
    me.status === 'denied'
      ? t('selectMap.denied')
      : me.status === 'unavailable' || me.status === 'unsupported'
        ? t('selectMap.unavailable')
        : me.status === 'locating' && !given
          ? t('selectMap.locating')
          : '';

  return (
    <>
      <form class="mp-sm__search" noValidate onSubmit={find}>
        <Field
          label={t('selectMap.search')}
          type="text"
          placeholder={t('selectMap.searchPlaceholder')}
          value={search}
          onInput={setSearch}
          error={searchError}
          after={
            <Button type="submit" loading={searching}>
              {t('selectMap.searchButton')}
            </Button>
          }
        />
      </form>
      <map.TileMap
        longitude={center.longitude}
        latitude={center.latitude}
        scale={scale}
        minScale={config.min_zoom}
        maxScale={config.max_zoom}
        tileUrl={config.tile_url}
        attribution={config.attribution}
        markers={markers}
        centerPin
        controls={
          me.position
            ? [{ id: 'me', label: t('selectMap.locate'), onTap: () => me.position && goTo(me.position) }]
            : []
        }
        label={t('selectMap.map')}
        zoomInLabel={t('selectMap.zoomIn')}
        zoomOutLabel={t('selectMap.zoomOut')}
        noTilesText={t('selectMap.noTiles')}
        onRegionChange={(c, z) => {
          setCenter(c);
          setScale(z);
          setSettled(true);
        }}
        onTilesFailed={() => setNoTiles(true)}
      />
      <div class="mp-body mp-sm__panel">
        {status && (
          <p class="mp-muted" role="status">
            {status}
          </p>
        )}
        <p class="mp-sm__point">
          {found && atFound ? `${found.region}${found.detail} · ` : ''}
          {formatPoint(center)}
        </p>
        {typing || noTiles ? (
          <form class="mp-sm__coords" noValidate onSubmit={jump}>
            <Field
              label={t('selectMap.longitude')}
              inputMode="text"
              maxLength={12}
              placeholder="121.47370"
              value={lng}
              onInput={setLng}
              error={coordErrors.lng}
            />
            <Field
              label={t('selectMap.latitude')}
              inputMode="text"
              maxLength={11}
              placeholder="31.23040"
              value={lat}
              onInput={setLat}
              error={coordErrors.lat}
            />
            <Button type="submit">{t('selectMap.go')}</Button>
          </form>
        ) : (
          <button type="button" class="mp-link" onClick={() => setTyping(true)}>
            {t('selectMap.typeCoordinates')}
          </button>
        )}
        <Button variant="primary" block loading={picking} onClick={use}>
          {t('selectMap.use')}
        </Button>
      </div>
    </>
  );
}

export { default as messages } from './messages';
