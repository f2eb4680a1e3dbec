import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { MapConfig } from '../../../api/endpoints/addresses';
import { ApiError } from '../../../api/transport';
import { MAP_LOCATION_REFRESH_MS, MAP_ZOOM_DEFAULT } from '../../../config';
import { project } from '../../../ui/map';
import { takePick } from '../../../ui/picks';
import { flush, mount } from '../../../ui/test-utils';
import SelectMap from './selectMap';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const NO_TILES: MapConfig = {
  tile_url: '',
  attribution: '',
  min_zoom: 5,
  max_zoom: 18,
  default_zoom: 16,
  coordinates: 'wgs84',
};
const TILES: MapConfig = {
  ...NO_TILES,
  tile_url: 'https://tiles.test/{z}/{x}/{y}.png',
  attribution: '© Test Tiles',
};
const SQUARE = { longitude: 121.4737, latitude: 31.2304 };

type Position = { coords: { longitude: number; latitude: number } };
type Failure = { code: number };

/** navigator.geolocation that answers each ask with the next of `answers` (the last repeats). */
function stubGeolocation(...answers: (Position | Failure)[]) {
  const getCurrentPosition = vi.fn((ok: (p: Position) => void, fail: (e: Failure) => void) => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer && 'coords' in answer) ok(answer);
    else if (answer) fail(answer);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

const open = async (api: Record<string, unknown>, query: Record<string, string> = {}) => {
  const h = mount(<SelectMap />, {
    route: 'selectMap',
    below: ['editAddress'],
    query: { pick: '1', ...query },
    api,
  });
  await flush(20);
  return h;
};
type Harness = Awaited<ReturnType<typeof open>>;
const point = (h: Harness) => h.container.querySelector('.mp-sm__point')?.textContent ?? '';
const mapEl = (h: Harness) => h.container.querySelector('.mp-map') as HTMLElement;

describe('selectMap', () => {
  test('shows a spinner until the map chunk and its configuration arrive', async () => {
    const h = mount(<SelectMap />, { route: 'selectMap', api: { '/api/maps/config': NO_TILES } });
    expect(h.container.querySelector('[role=status]')).not.toBeNull();
    await flush(20);
    expect(mapEl(h)).not.toBeNull();
  });

  test('without tiles: the grid, its note, the coordinates form, and the pin’s point', async () => {
    const h = await open({ '/api/maps/config': NO_TILES }, { longitude: '121.4737', latitude: '31.2304' });
    expect(mapEl(h).classList.contains('mp-map--grid')).toBe(true);
    expect(h.container.querySelectorAll('.mp-map__tile')).toHaveLength(0);
    expect(h.text()).toContain('Street map unavailable. Drag the grid, search or type coordinates.');
    expect(point(h)).toBe('31.23040°N 121.47370°E');
    expect(h.getByLabel('Longitude')).toBeTruthy();
    expect(h.container.querySelector('.mp-map__center')).not.toBeNull();
    expect(h.unstyled()).toEqual([]);
  });

  test('"Use this location" hands back the point with the address the maps service found', async () => {
    const h = await open(
      {
        '/api/maps/config': NO_TILES,
        '/api/maps/geocode': { ...SQUARE, region: '上海市黄浦区', detail: '人民大道200号', estimate: false },
      },
      { longitude: '121.4737', latitude: '31.2304' },
    );
    await h.click(h.getButton('Use this location'));
    expect(h.calls.find((c) => c.path === '/api/maps/geocode')).toMatchObject({
      method: 'GET',
      silent: true,
      params: { location: '121.4737,31.2304' },
    });
    expect(takePick(h.router, 'location')).toEqual({
      ...SQUARE,
      region: '上海市黄浦区',
      detail: '人民大道200号',
    });
    expect(h.router.navigateBack).toHaveBeenCalled();
  });

  test('offline: no configuration and no maps service, still the grid and the bare point', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const down = new ApiError('network', 'Network Error');
    const h = await open(
      { '/api/maps/config': down, '/api/maps/geocode': down },
      { longitude: '121.4737', latitude: '31.2304' },
    );
    expect(mapEl(h).classList.contains('mp-map--grid')).toBe(true);
    await h.click(h.getButton('Use this location'));
    expect(takePick(h.router, 'location')).toEqual(SQUARE);
  });

  test('with tiles: 256 px tiles of the template at the default zoom, and the credit', async () => {
    const h = await open({ '/api/maps/config': TILES }, { longitude: '121.4737', latitude: '31.2304' });
    const tiles = Array.from(h.container.querySelectorAll<HTMLImageElement>('.mp-map__tile'));
    expect(tiles.length).toBeGreaterThan(1);
    const centre = project(SQUARE, MAP_ZOOM_DEFAULT);
    const x = Math.floor(centre.x / 256);
    const y = Math.floor(centre.y / 256);
    expect(tiles.map((t) => t.getAttribute('src'))).toContain(`https://tiles.test/16/${x}/${y}.png`);
    expect(h.text()).toContain('© Test Tiles');
    expect(mapEl(h).classList.contains('mp-map--grid')).toBe(false);
    expect(h.text()).toContain('Enter coordinates instead');
    expect(h.unstyled()).toEqual([]);

    await h.click(h.getButton('Zoom out'));
    expect(h.container.querySelector('.mp-map__tile')?.getAttribute('src')).toMatch(
      /^https:\/\/tiles\.test\/15\//,
    );
  });

  test('tiles that do not load: the map falls back to the grid and offers coordinates', async () => {
    const h = await open({ '/api/maps/config': TILES }, { longitude: '121.4737', latitude: '31.2304' });
    const tiles = Array.from(h.container.querySelectorAll('.mp-map__tile'));
    act(() => {
      for (const tile of tiles.slice(0, 3)) tile.dispatchEvent(new Event('error'));
    });
    await flush();
    expect(mapEl(h).classList.contains('mp-map--grid')).toBe(true);
    expect(h.text()).not.toContain('© Test Tiles');
    expect(h.getByLabel('Latitude')).toBeTruthy();
  });

  test('one loaded tile means the source works: later failures keep the tiles', async () => {
    const h = await open({ '/api/maps/config': TILES }, { longitude: '121.4737', latitude: '31.2304' });
    const tiles = Array.from(h.container.querySelectorAll('.mp-map__tile'));
    act(() => {
      tiles[0]?.dispatchEvent(new Event('load'));
      for (const tile of tiles.slice(1, 5)) tile.dispatchEvent(new Event('error'));
    });
    await flush();
    expect(mapEl(h).classList.contains('mp-map--grid')).toBe(false);
  });

  test('the arrow keys pan and + zooms', async () => {
    const h = await open({ '/api/maps/config': NO_TILES }, { longitude: '121.4737', latitude: '31.2304' });
    await h.key(mapEl(h), 'ArrowRight');
    await flush();
    const moved = point(h);
    expect(moved).not.toBe('31.23040°N 121.47370°E');
    expect(moved.startsWith('31.23040°N')).toBe(true); // east, same latitude
    await h.key(mapEl(h), '+');
    await flush();
    expect(h.getButton('Zoom in').disabled).toBe(false);
  });

  test('an address search moves the pin there, and its address goes back without asking again', async () => {
    const place = {
      longitude: 121.441,
      latitude: 31.186,
      region: '上海市徐汇区',
      detail: '漕溪路88号',
      estimate: false,
    };
    const h = await open({ '/api/maps/config': NO_TILES, '/api/maps/geocode': place });
    await h.click(h.getButton('Search'));
    expect(h.text()).toContain('Enter an address to search');
    expect(h.calls.some((c) => c.path === '/api/maps/geocode')).toBe(false);

    await h.type(h.getByLabel('Search an address'), '上海市徐汇区漕溪路88号');
    await h.click(h.getButton('Search'));
    expect(h.calls.find((c) => c.path === '/api/maps/geocode')).toMatchObject({
      params: { address: '上海市徐汇区漕溪路88号' },
      silent: true,
    });
    expect(point(h)).toBe('上海市徐汇区漕溪路88号 · 31.18600°N 121.44100°E');
    await h.click(h.getButton('Use this location'));
    expect(h.calls.filter((c) => c.path === '/api/maps/geocode')).toHaveLength(1);
    expect(takePick(h.router, 'location')).toEqual({
      longitude: 121.441,
      latitude: 31.186,
      region: '上海市徐汇区',
      detail: '漕溪路88号',
    });
  });

  test('a search the maps service cannot answer says why, inline, and keeps the words', async () => {
    const h = await open({
      '/api/maps/config': NO_TILES,
      '/api/maps/geocode': new ApiError(
        'server',
        'Searching by address needs the maps service. Please pick the place on the map.',
        503,
      ),
    });
    await h.type(h.getByLabel('Search an address'), 'Caoxi Road 88');
    await h.click(h.getButton('Search'));
    expect(h.container.querySelector('.mp-field__error')?.textContent).toBe(
      'Searching by address needs the maps service. Please pick the place on the map.',
    );
    expect(h.getByLabel('Search an address').value).toBe('Caoxi Road 88');
  });

  test('typed coordinates move the pin; bad ones say what is wrong', async () => {
    const h = await open({ '/api/maps/config': TILES });
    await h.click(h.getButton('Enter coordinates instead'));
    await h.type(h.getByLabel('Longitude'), '200');
    await h.type(h.getByLabel('Latitude'), 'north');
    await h.click(h.getButton('Go'));
    expect(Array.from(h.container.querySelectorAll('.mp-field__error')).map((e) => e.textContent)).toEqual([
      'A number from -180 to 180',
      'A number from -90 to 90',
    ]);
    await h.type(h.getByLabel('Longitude'), '113.2644');
    await h.type(h.getByLabel('Latitude'), '23.1291');
    await h.click(h.getButton('Go'));
    expect(point(h)).toBe('23.12910°N 113.26440°E');
    expect(h.container.querySelectorAll('.mp-field__error')).toHaveLength(0);
  });
});

describe('selectMap and the viewer’s position', () => {
  test('goes to the position when no point was given, marks it, and offers to come back to it', async () => {
    stubGeolocation({ coords: { longitude: 116.4, latitude: 39.9 } });
    const h = await open({ '/api/maps/config': NO_TILES });
    expect(point(h)).toBe('39.90000°N 116.40000°E');
    expect(h.container.querySelector('.mp-map__me')).not.toBeNull();
    await h.key(mapEl(h), 'ArrowDown');
    await flush();
    expect(point(h)).not.toBe('39.90000°N 116.40000°E');
    await h.click(h.getButton('Me'));
    expect(point(h)).toBe('39.90000°N 116.40000°E');
  });

  test('a given point wins over the position', async () => {
    stubGeolocation({ coords: { longitude: 116.4, latitude: 39.9 } });
    const h = await open({ '/api/maps/config': NO_TILES }, { longitude: '121.4737', latitude: '31.2304' });
    expect(point(h)).toBe('31.23040°N 121.47370°E');
  });

  test('a gcj02 map gets the position shifted into its own system', async () => {
    stubGeolocation({ coords: { longitude: 116.3975, latitude: 39.9087 } });
    const h = await open({ '/api/maps/config': { ...NO_TILES, coordinates: 'gcj02' } });
    expect(point(h)).toBe('39.91010°N 116.40374°E');
  });

  test('asks again every 30000 ms (spec 9) while the page is open', async () => {
    expect(MAP_LOCATION_REFRESH_MS).toBe(30000);
    vi.useFakeTimers();
    const ask = stubGeolocation(
      { coords: { longitude: 116.4, latitude: 39.9 } },
      { coords: { longitude: 116.41, latitude: 39.91 } },
    );
    const h = await open({ '/api/maps/config': NO_TILES });
    expect(ask).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(MAP_LOCATION_REFRESH_MS - 1);
    });
    expect(ask).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(ask).toHaveBeenCalledTimes(2);
    // the map stays where the user had it; the dot follows the new position
    expect(point(h)).toBe('39.90000°N 116.40000°E');
    h.unmount();
    await act(async () => {
      vi.advanceTimersByTime(MAP_LOCATION_REFRESH_MS * 3);
    });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  test('denied: says so, stops asking, and the map still works', async () => {
    vi.useFakeTimers();
    const ask = stubGeolocation({ code: 1 });
    const h = await open({ '/api/maps/config': NO_TILES });
    expect(h.text()).toContain('Location access is off. Search the address or move the map to the place.');
    expect(h.container.querySelector('.mp-map__me')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(MAP_LOCATION_REFRESH_MS * 2);
    });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(point(h)).toBe('39.90923°N 116.39743°E'); // the default centre
    expect(h.getButton('Use this location')).toBeTruthy();
  });

  test('no geolocation in this browser: says the position is not available', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const h = await open({ '/api/maps/config': NO_TILES });
    expect(h.text()).toContain('Your location is not available.');
  });
});
