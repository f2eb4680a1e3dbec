import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { flush, mount } from '../test-utils';
import { fitPoints, metersPerPixel, project, tileUrl, unproject } from './mercator';
import { TileMap, type TileMapProps } from './tile-map';

afterEach(() => {
  document.body.innerHTML = '';
});

const SQUARE = { longitude: 121.4737, latitude: 31.2304 };

describe('Web Mercator', () => {
  test('projects the corners and the centre of the world', () => {
    expect(project({ longitude: 0, latitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ longitude: -180, latitude: 85.051_128_78 }, 1).x).toBe(0);
    expect(project({ longitude: -180, latitude: 85.051_128_78 }, 1).y).toBeCloseTo(0, 6);
  });

  test('comes back to the same point', () => {
    for (const z of [5, 16, 18]) {
      const back = unproject(project(SQUARE, z), z);
      expect(back.longitude).toBeCloseTo(SQUARE.longitude, 9);
      expect(back.latitude).toBeCloseTo(SQUARE.latitude, 9);
    }
  });

  test('names tiles by template, with a, b or c for {s}', () => {
    expect(tileUrl('https://t.test/{z}/{x}/{y}.png', 16, 54_880, 26_800)).toBe(
      'https://t.test/16/54880/26800.png',
    );
    expect(tileUrl('https://{s}.t.test/{z}/{x}/{y}', 3, 1, 1)).toBe('https://c.t.test/3/1/1');
  });

  test('a pixel at zoom 16 in Shanghai is about two metres', () => {
    expect(metersPerPixel(SQUARE.latitude, 16)).toBeCloseTo(2.04, 2);
  });

  test('fits points into a view, within the zoom range', () => {
    const near = fitPoints([SQUARE, { longitude: 121.4737, latitude: 31.2394 }], 390, 300, 5, 18);
    expect(near?.zoom).toBe(14);
    expect(near?.center.latitude).toBeCloseTo(31.2349, 3);
    expect(fitPoints([SQUARE], 390, 300, 5, 18)?.zoom).toBe(18);
    expect(fitPoints([SQUARE, { longitude: -74, latitude: 40.7 }], 390, 300, 5, 18)?.zoom).toBe(5);
    expect(fitPoints([], 390, 300, 5, 18)).toBeUndefined();
  });
});

const base: TileMapProps = {
  ...SQUARE,
  scale: 16,
  minScale: 5,
  maxScale: 18,
  tileUrl: 'https://t.test/{z}/{x}/{y}.png',
  label: 'Map',
  zoomInLabel: 'Zoom in',
  zoomOutLabel: 'Zoom out',
  noTilesText: 'No tiles',
};

const draw = (props: Partial<TileMapProps> = {}) =>
  mount(<TileMap {...base} {...props} />, { route: 'selectMap' });
const zoomOf = (h: ReturnType<typeof draw>) =>
  Number(h.container.querySelector('.mp-map__tile')?.getAttribute('src')?.split('/')[3]);

function pointer(el: Element, type: string, id: number, x: number, y: number) {
  const event = new Event(type, { bubbles: true }) as Event & Record<string, number>;
  Object.assign(event, { pointerId: id, clientX: x, clientY: y });
  act(() => {
    el.dispatchEvent(event);
  });
}

describe('TileMap', () => {
  test('a drag pans the map and reports the new centre', async () => {
    const onRegionChange = vi.fn();
    const h = draw({ onRegionChange });
    const map = h.container.querySelector('.mp-map') as HTMLElement;
    pointer(map, 'pointerdown', 1, 100, 100);
    pointer(map, 'pointermove', 1, 40, 100); // dragged 60 px left: the centre moves east
    pointer(map, 'pointerup', 1, 40, 100);
    await flush();
    const [centre, scale] = onRegionChange.mock.lastCall ?? [];
    expect(scale).toBe(16);
    expect(centre.latitude).toBeCloseTo(SQUARE.latitude, 6);
    const east = project(centre, 16).x - project(SQUARE, 16).x;
    expect(east).toBeCloseTo(60, 6);
  });

  test('the wheel zooms in whole steps, within the range', async () => {
    const h = draw({ scale: 17 });
    const map = h.container.querySelector('.mp-map') as HTMLElement;
    const wheel = (deltaY: number) =>
      act(() => {
        map.dispatchEvent(
          Object.assign(new Event('wheel', { bubbles: true, cancelable: true }), {
            deltaY,
            clientX: 180,
            clientY: 140,
          }),
        );
      });
    wheel(-30);
    expect(zoomOf(h)).toBe(17); // not a full step yet
    wheel(-30);
    await flush();
    expect(zoomOf(h)).toBe(18);
    wheel(-120);
    await flush();
    expect(zoomOf(h)).toBe(18);
    expect(h.getButton('Zoom in').disabled).toBe(true);
    wheel(120);
    await flush();
    expect(zoomOf(h)).toBe(17);
  });

  test('a pinch zooms', async () => {
    const h = draw();
    const map = h.container.querySelector('.mp-map') as HTMLElement;
    pointer(map, 'pointerdown', 1, 100, 100);
    pointer(map, 'pointerdown', 2, 140, 100);
    pointer(map, 'pointermove', 2, 200, 100); // 40 px apart, then 100
    await flush();
    expect(zoomOf(h)).toBe(17);
  });

  test('draws markers, circles, polylines and polygons where they are', () => {
    const h = draw({
      markers: [
        { id: 1, ...SQUARE, title: 'Here' },
        { id: 'me', kind: 'me', longitude: 121.474, latitude: 31.231 },
      ],
      circles: [{ ...SQUARE, radius: 204 }],
      polyline: [{ points: [SQUARE, { longitude: 121.475, latitude: 31.231 }] }],
      polygons: [
        {
          points: [
            SQUARE,
            { longitude: 121.475, latitude: 31.231 },
            { longitude: 121.474, latitude: 31.229 },
          ],
        },
      ],
    });
    const pin = h.container.querySelector('.mp-map__mark') as HTMLElement;
    expect(pin.style.transform).toBe('translate(180px,140px)'); // the centre of a 360 x 280 map
    expect(h.container.querySelector('.mp-map__tag')?.textContent).toBe('Here');
    expect(h.container.querySelector('.mp-map__me')).not.toBeNull();
    const circle = h.container.querySelector('circle') as SVGCircleElement;
    expect(Number(circle.getAttribute('r'))).toBeCloseTo(100, 0); // 204 m at ~2.04 m a pixel
    expect(h.container.querySelector('polyline')?.getAttribute('points')).toMatch(/^180\.0,140\.0 /);
    expect(h.container.querySelector('polygon')).not.toBeNull();
    expect(h.unstyled()).toEqual([]);
  });

  test('no template: the grid, the note and the centre’s coordinates, no credit', () => {
    const h = draw({ tileUrl: '', attribution: '© Tiles' });
    expect(h.container.querySelector('.mp-map--grid')).not.toBeNull();
    expect(h.text()).toContain('No tiles');
    expect(h.text()).toContain('31.23040°N 121.47370°E');
    expect(h.text()).not.toContain('© Tiles');
  });

  test('custom controls sit beside the zoom buttons', async () => {
    const onTap = vi.fn();
    const h = draw({ controls: [{ id: 'me', label: 'Me', onTap }] });
    await h.click(h.getButton('Me'));
    expect(onTap).toHaveBeenCalled();
  });
});
