import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { MapConfig } from '../../../api/endpoints/addresses';
import { ApiError } from '../../../api/transport';
import { MAP_LOCATION_REFRESH_MS } from '../../../config';
import { flush, mount } from '../../../ui/test-utils';
import CheckLocation from './checkLocation';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const CONFIG: MapConfig = {
  tile_url: '',
  attribution: '',
  min_zoom: 5,
  max_zoom: 18,
  default_zoom: 16,
  coordinates: 'wgs84',
};
const PLACE = { longitude: '121.4737', latitude: '31.2394', title: 'Flat 3, Jiujiang Road' };

type Position = { coords: { longitude: number; latitude: number } };

function stubGeolocation(...answers: (Position | { code: number })[]) {
  const getCurrentPosition = vi.fn((ok: (p: Position) => void, fail: (e: { code: number }) => void) => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer && 'coords' in answer) ok(answer);
    else if (answer) fail(answer);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}
const at = (longitude: number, latitude: number): Position => ({ coords: { longitude, latitude } });

const open = async (api: Record<string, unknown>, query: Record<string, string> = PLACE) => {
  const h = mount(<CheckLocation />, {
    route: 'checkLocation',
    below: ['orderDetail'],
    query,
    api,
    token: 't',
  });
  await flush(20);
  return h;
};
type Harness = Awaited<ReturnType<typeof open>>;
const far = (h: Harness) => h.container.querySelector('.mp-cl__far')?.textContent;
const distanceCalls = (h: Harness) => h.calls.filter((c) => c.path === '/api/maps/distance');

describe('checkLocation', () => {
  test('a location that is not one says so and offers the way back', async () => {
    const h = await open({}, { longitude: 'east', latitude: '31.2' });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('This location is not valid.');
    await h.click(h.getButton('Back'));
    expect(h.router.navigateBack).toHaveBeenCalled();
    expect(h.calls).toEqual([]);
  });

  test('shows a spinner, then the place: pin with its title, name and coordinates', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const h = mount(<CheckLocation />, {
      route: 'checkLocation',
      query: PLACE,
      api: { '/api/maps/config': CONFIG },
    });
    expect(h.container.querySelector('[role=status]')).not.toBeNull();
    await flush(20);
    expect(h.container.querySelector('.mp-map__tag')?.textContent).toBe('Flat 3, Jiujiang Road');
    expect(h.getByText('Flat 3, Jiujiang Road').tagName).toBe('SPAN');
    expect(h.container.querySelector('.mp-cl__title')?.textContent).toBe('Flat 3, Jiujiang Road');
    expect(h.text()).toContain('31.23940°N 121.47370°E');
    expect(h.text()).toContain('Street map unavailable: the pin is at the coordinates below.');
    expect(far(h)).toBe('Your location is not available, so the distance is unknown.');
    expect(h.unstyled()).toEqual([]);
  });

  test('without a title it names the place generically', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const h = await open({ '/api/maps/config': CONFIG }, { longitude: '121.4737', latitude: '31.2394' });
    expect(h.container.querySelector('.mp-cl__title')?.textContent).toBe('Service location');
  });

  test('the bicycling distance from the viewer, and its route time', async () => {
    stubGeolocation(at(121.4737, 31.2304));
    const h = await open({
      '/api/maps/config': CONFIG,
      '/api/maps/distance': { meters: 1286, seconds: 309, estimate: false },
    });
    expect(distanceCalls(h)).toEqual([
      {
        method: 'GET',
        path: '/api/maps/distance',
        silent: true,
        params: { from: '121.4737,31.2304', to: '121.4737,31.2394', mode: 'bicycling' },
      },
    ]);
    expect(far(h)).toBe('1.3 km from you by bike, 5 min');
    expect(h.container.querySelector('.mp-map__me')).not.toBeNull();
  });

  test('an estimate says "about"; short distances are in metres', async () => {
    stubGeolocation(at(121.4737, 31.2304));
    const h = await open({
      '/api/maps/config': CONFIG,
      '/api/maps/distance': { meters: 434, seconds: 104, estimate: true },
    });
    expect(far(h)).toBe('About 430 m from you by bike, 2 min');
  });

  test('denied location: asks for it and does not ask the distance', async () => {
    stubGeolocation({ code: 1 });
    const h = await open({ '/api/maps/config': CONFIG });
    expect(far(h)).toBe('Allow location access to see how far it is.');
    expect(distanceCalls(h)).toEqual([]);
  });

  test('a failed distance says why; offline it says the network is lost', async () => {
    stubGeolocation(at(121.4737, 31.2304));
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const down = new ApiError('network', 'Network Error');
    const h = await open({ '/api/maps/config': down, '/api/maps/distance': down });
    expect(h.container.querySelector('.mp-map--grid')).not.toBeNull();
    expect(far(h)).toContain('Network signal lost');
  });

  test('every 30000 ms the position is asked again; the distance only when the viewer moved 50 m', async () => {
    expect(MAP_LOCATION_REFRESH_MS).toBe(30000);
    vi.useFakeTimers();
    const ask = stubGeolocation(at(121.4737, 31.2304), at(121.4737, 31.2305), at(121.4737, 31.235));
    const h = await open({
      '/api/maps/config': CONFIG,
      '/api/maps/distance': { meters: 1286, seconds: 309, estimate: false },
    });
    expect(distanceCalls(h)).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(MAP_LOCATION_REFRESH_MS);
    });
    await flush();
    expect(ask).toHaveBeenCalledTimes(2);
    expect(distanceCalls(h)).toHaveLength(1); // 11 m: the same answer
    await act(async () => {
      vi.advanceTimersByTime(MAP_LOCATION_REFRESH_MS);
    });
    await flush();
    expect(ask).toHaveBeenCalledTimes(3);
    expect(distanceCalls(h).map((c) => c.params.from)).toEqual(['121.4737,31.2304', '121.4737,31.235']);
  });

  test('"Both" fits the viewer and the place into view', async () => {
    stubGeolocation(at(121.4737, 31.2004));
    const h = await open({
      '/api/maps/config': { ...CONFIG, tile_url: 'https://tiles.test/{z}/{x}/{y}.png' },
      '/api/maps/distance': { meters: 5000, seconds: 1200, estimate: false },
    });
    expect(h.container.querySelector('.mp-map__tile')?.getAttribute('src')).toMatch(/\/16\//);
    await h.click(h.getButton('Both'));
    expect(h.container.querySelector('.mp-map__tile')?.getAttribute('src')).toMatch(/\/1[0-3]\//);
  });

  test('opens in a maps app: AMap, OpenStreetMap and geo: links, outside the widget', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const h = await open({ '/api/maps/config': CONFIG });
    await h.click(h.getButton('Open in a maps app'));
    const dialog = h.container.querySelector('[role=dialog]') as HTMLElement;
    expect(dialog.textContent).toContain('Open with');
    const links = Object.fromEntries(
      Array.from(dialog.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(links).toEqual({
      AMap: 'https://uri.amap.com/marker?position=121.4737,31.2394&name=Flat%203%2C%20Jiujiang%20Road&coordinate=wgs84&callnative=1',
      OpenStreetMap:
        'https://www.openstreetmap.org/?mlat=31.239400&mlon=121.473700#map=17/31.239400/121.473700',
      'This device’s maps app':
        'geo:31.239400,121.473700?q=31.239400,121.473700(Flat%203%2C%20Jiujiang%20Road)',
    });
    for (const a of Array.from(dialog.querySelectorAll('a[target]'))) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(h.unstyled()).toEqual([]);
  });

  test('on a GCJ-02 map the WGS-84 links get the point shifted back', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const h = await open(
      { '/api/maps/config': { ...CONFIG, coordinates: 'gcj02' } },
      { longitude: '116.403744', latitude: '39.910103', title: 'T' },
    );
    await h.click(h.getButton('Open in a maps app'));
    const hrefs = Array.from(h.container.querySelectorAll('[role=dialog] a')).map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs[0]).toContain('position=116.403744,39.910103&name=T&coordinate=gaode');
    expect(hrefs[1]).toContain('mlat=39.908700&mlon=116.397500');
  });

  test('copies the coordinates', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined, clipboard: { writeText } });
    const h = await open({ '/api/maps/config': CONFIG });
    await h.click(h.getButton('Open in a maps app'));
    await h.click(h.getButton('Copy coordinates'));
    expect(writeText).toHaveBeenCalledWith('31.239400,121.473700');
    expect(h.toasts).toEqual(['Content copied']);
    expect(h.container.querySelector('[role=dialog]')).toBeNull();
  });
});
