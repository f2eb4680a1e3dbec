import type { LngLat } from '../../api/order-types';
import { useStyles } from '../../app/context';
import type { Sheet } from '../../app/sheets';
import { useEffect, useLayoutEffect, useRef, useState } from '../../lib/preact';
import { formatPoint } from '../../rules/coordinates';
import { BG, BORDER, DANGER, MUTED, PRIMARY, RADIUS, SURFACE, TEXT } from '../theme';
import { fitPoints, metersPerPixel, type Pixel, project, TILE, tileUrl, unproject } from './mercator';

/** The map: tiles or the grid under them, pins, the drawing layer, controls and the credit. */
export const mapSheet: Sheet = {
  id: 'map',
  css: `
.mp-map{position:relative;overflow:hidden;min-height:240px;background-color:${BG};touch-action:none;user-select:none;-webkit-user-select:none;cursor:grab;outline-offset:-2px}
.mp-map--grid{background-image:linear-gradient(${BORDER} 1px,transparent 1px),linear-gradient(90deg,${BORDER} 1px,transparent 1px);background-size:64px 64px}
.mp-map__tile{position:absolute;left:0;top:0;width:${TILE}px;height:${TILE}px;max-width:none;pointer-events:none}
.mp-map__svg{position:absolute;left:0;top:0;pointer-events:none}
.mp-map__svg circle,.mp-map__svg polygon{fill:${PRIMARY};fill-opacity:.15;stroke:${PRIMARY};stroke-width:2}
.mp-map__svg polyline{fill:none;stroke:${PRIMARY};stroke-width:4;stroke-linejoin:round}
.mp-map__mark{position:absolute;left:0;top:0;width:0;height:0;pointer-events:none}
.mp-map__pin{position:absolute;left:-13px;top:-34px;width:26px;height:26px;border-radius:50% 50% 50% 0;background:${DANGER};transform:rotate(-45deg);box-shadow:0 2px 4px rgba(0,0,0,.3)}
.mp-map__pin::after{content:"";position:absolute;left:8px;top:8px;width:10px;height:10px;border-radius:50%;background:#fff}
.mp-map__pin--center{background:${PRIMARY}}
.mp-map__me{position:absolute;left:-9px;top:-9px;width:18px;height:18px;border:3px solid #fff;border-radius:50%;background:${PRIMARY};box-shadow:0 0 0 6px rgba(22,119,255,.2)}
.mp-map__tag{position:absolute;left:0;bottom:40px;transform:translateX(-50%);max-width:200px;padding:2px 8px;border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font-size:13px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;box-shadow:0 1px 3px rgba(0,0,0,.25)}
.mp-map__center{left:50%;top:50%}
.mp-map__center::after{content:"";position:absolute;left:-4px;top:-2px;width:8px;height:4px;border-radius:50%;background:rgba(0,0,0,.35)}
.mp-map__ctls{position:absolute;right:8px;top:8px;display:flex;flex-direction:column;gap:6px}
.mp-map__ctl{min-width:40px;min-height:40px;padding:0 8px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font-size:20px;line-height:1;cursor:pointer}
.mp-map__ctl--text{font-size:13px}
.mp-map__note,.mp-map__coords,.mp-map__attr{position:absolute;margin:0;padding:2px 8px;border-radius:${RADIUS};background:rgba(255,255,255,.85);color:${MUTED};font-size:12px}
.mp-map__note{left:8px;top:8px;right:64px;width:max-content;max-width:calc(100% - 72px)}
.mp-map__coords{left:8px;bottom:8px;font-variant-numeric:tabular-nums}
.mp-map__attr{right:0;bottom:0;border-radius:${RADIUS} 0 0 0;max-width:70%}
`,
};

/** A pin (a place, with an optional title above it) or the viewer's own position (`me`). */
export interface MapMarker extends LngLat {
  id: string | number;
  title?: string;
  kind?: 'place' | 'me';
}

/** A circle of `radius` metres around a point. */
export interface MapCircle extends LngLat {
  radius: number;
}

/** The points of a polyline or a polygon. */
export interface MapPath {
  points: LngLat[];
}

/** A button on the map beside the zoom buttons. */
export interface MapControl {
  id: string;
  label: string;
  onTap: () => void;
}

/**
 * The spec's map view settings (`latitude`, `longitude`, `scale`, `markers`, `polyline`,
 * `circles`, `controls`, `polygons`, `includePoints`), plus where the tiles come from.
 */
export interface TileMapProps extends LngLat {
  /** The zoom, `minScale` to `maxScale`; the map zooms by whole steps. */
  scale: number;
  minScale: number;
  maxScale: number;
  /** A `{z}/{x}/{y}` template; "" draws the grid view. */
  tileUrl: string;
  attribution?: string;
  markers?: MapMarker[];
  polyline?: MapPath[];
  circles?: MapCircle[];
  polygons?: MapPath[];
  controls?: MapControl[];
  /** Fits the view around these points (never closer than `scale`) each time a new array is given. */
  includePoints?: LngLat[];
  /** A pin fixed at the centre: the point a picker picks. */
  centerPin?: boolean;
  /** The map's accessible name. */
  label: string;
  zoomInLabel: string;
  zoomOutLabel: string;
  /** Over the grid when there are no tiles. */
  noTilesText: string;
  /** After every pan and zoom by the user. */
  onRegionChange?: (center: LngLat, scale: number) => void;
  /** When no tile loads (offline, blocked, a wrong template): the map switches to the grid. */
  onTilesFailed?: () => void;
}

interface View extends LngLat {
  z: number;
}

/** Tiles that failed before any loaded: the source is down, show the grid instead. */
const FAILED_TILES = 3;
/** Arrow keys pan this many pixels. */
const KEY_PAN = 64;
/** Wheel delta that makes one zoom step. */
const WHEEL_STEP = 60;
const DEFAULT_SIZE = { w: 360, h: 280 };

const translate = ({ x, y }: Pixel) => ({ transform: `translate(${x}px,${y}px)` });

/**
 * A small tile map: Web Mercator, 256 px tiles from a `{z}/{x}/{y}` template, pan with a
 * pointer or touch (and the arrow keys), zoom with the wheel, a pinch, the buttons or +/-.
 * Without tiles (none configured, or none loading) it draws a grid with the centre's
 * coordinates, and everything else works the same.
 *
 * @example <TileMap latitude={31.23} longitude={121.47} scale={16} minScale={5} maxScale={18} tileUrl={cfg.tile_url} markers={[{ id: 1, ...place }]} label="Map" ... />
 */
export function TileMap(props: TileMapProps) {
  useStyles(mapSheet);
  const { minScale, maxScale } = props;
  const root = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(DEFAULT_SIZE);
  const view = useRef<View>({ longitude: props.longitude, latitude: props.latitude, z: props.scale });
  const [, redraw] = useState(0);
  const [tilesDown, setTilesDown] = useState(false);
  const tiles = useRef({ loaded: 0, failed: 0 });
  const pointers = useRef(new Map<number, Pixel>());
  const gesture = useRef({ moved: false, pinch: 0, wheel: 0 });
  const latest = useRef(props);
  latest.current = props;

  const clampZ = (z: number) => Math.max(minScale, Math.min(maxScale, Math.round(z)));
  const show = (next: View, byUser: boolean) => {
    view.current = next;
    redraw((n) => n + 1);
    if (byUser)
      latest.current.onRegionChange?.({ longitude: next.longitude, latitude: next.latitude }, next.z);
  };

  useEffect(() => {
    show({ longitude: props.longitude, latitude: props.latitude, z: clampZ(props.scale) }, false);
  }, [props.longitude, props.latitude, props.scale]);

  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const measure = () =>
      el.clientWidth && setSize({ w: el.clientWidth, h: el.clientHeight || DEFAULT_SIZE.h });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const fit = fitPoints(props.includePoints ?? [], size.w, size.h, minScale, maxScale);
    if (fit) show({ ...fit.center, z: Math.min(fit.zoom, props.scale) }, false);
  }, [props.includePoints, size.w, size.h]);

  useEffect(() => {
    tiles.current = { loaded: 0, failed: 0 };
    setTilesDown(false);
  }, [props.tileUrl]);

  const v = view.current;
  const centre = project(v, v.z);
  const origin = { x: centre.x - size.w / 2, y: centre.y - size.h / 2 };
  const toScreen = (p: LngLat): Pixel => {
    const w = project(p, v.z);
    return { x: w.x - origin.x, y: w.y - origin.y };
  };

  const panBy = (dx: number, dy: number) =>
    show({ ...unproject({ x: centre.x - dx, y: centre.y - dy }, v.z), z: v.z }, true);
  /** Zooms to `z`, keeping the point under `at` (offset from the centre) where it is. */
  const zoomTo = (z: number, at: Pixel = { x: 0, y: 0 }) => {
    const next = clampZ(z);
    if (next === v.z) return;
    const k = 2 ** (next - v.z);
    const point = { x: (centre.x + at.x) * k - at.x, y: (centre.y + at.y) * k - at.y };
    show({ ...unproject(point, next), z: next }, true);
  };
  const fromCentre = (e: { clientX: number; clientY: number }): Pixel => {
    const box = root.current?.getBoundingClientRect();
    return box
      ? { x: e.clientX - box.left - size.w / 2, y: e.clientY - box.top - size.h / 2 }
      : { x: 0, y: 0 };
  };
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (e: PointerEvent) => {
    if ((e.target as Element).closest('button')) return;
    root.current?.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    gesture.current.pinch = spread();
  };
  const onPointerMove = (e: PointerEvent) => {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 1) {
      panBy(e.clientX - last.x, e.clientY - last.y);
      return;
    }
    const now = spread();
    const before = gesture.current.pinch;
    if (before && (now / before > Math.SQRT2 || before / now > Math.SQRT2)) {
      zoomTo(v.z + (now > before ? 1 : -1));
      gesture.current.pinch = now;
    }
  };
  const onPointerUp = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    gesture.current.pinch = spread();
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    gesture.current.wheel += e.deltaY;
    if (Math.abs(gesture.current.wheel) < WHEEL_STEP) return;
    zoomTo(v.z + (gesture.current.wheel < 0 ? 1 : -1), fromCentre(e));
    gesture.current.wheel = 0;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN, 0],
      ArrowRight: [-KEY_PAN, 0],
      ArrowUp: [0, KEY_PAN],
      ArrowDown: [0, -KEY_PAN],
    };
    const step = pan[e.key];
    if (step) panBy(step[0], step[1]);
    else if (e.key === '+' || e.key === '=') zoomTo(v.z + 1);
    else if (e.key === '-') zoomTo(v.z - 1);
    else return;
    e.preventDefault();
  };

  const onTileLoad = () => {
    tiles.current.loaded += 1;
  };
  const onTileError = () => {
    tiles.current.failed += 1;
    if (!tilesDown && tiles.current.loaded === 0 && tiles.current.failed >= FAILED_TILES) {
      setTilesDown(true);
      latest.current.onTilesFailed?.();
    }
  };

  const grid = !props.tileUrl || tilesDown;
  const imgs = [];
  if (!grid) {
    const n = 2 ** v.z;
    for (let ty = Math.floor(origin.y / TILE); ty * TILE < origin.y + size.h; ty += 1) {
      if (ty < 0 || ty >= n) continue;
      for (let tx = Math.floor(origin.x / TILE); tx * TILE < origin.x + size.w; tx += 1) {
        imgs.push(
          <img
            key={`${v.z}/${tx}/${ty}`}
            class="mp-map__tile"
            src={tileUrl(props.tileUrl, v.z, ((tx % n) + n) % n, ty)}
            alt=""
            draggable={false}
            style={translate({ x: tx * TILE - origin.x, y: ty * TILE - origin.y })}
            onLoad={onTileLoad}
            onError={onTileError}
          />,
        );
      }
    }
  }
  const mpp = metersPerPixel(v.latitude, v.z);
  const line = (points: LngLat[]) =>
    points
      .map(toScreen)
      .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
      .join(' ');

  return (
    <div
      ref={root}
      class={`mp-map${grid ? ' mp-map--grid' : ''}`}
      role="application"
      aria-label={props.label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: an application region the arrow keys pan and +/- zoom
      tabIndex={0}
      style={grid ? { backgroundPosition: `${-origin.x % 64}px ${-origin.y % 64}px` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onWheel={onWheel}
      onKeyDown={onKeyDown}
    >
      {imgs}
      <svg class="mp-map__svg" width={size.w} height={size.h} aria-hidden="true">
        {props.polygons?.map((p) => {
          const points = line(p.points);
          return <polygon key={points} points={points} />;
        })}
        {props.polyline?.map((p) => {
          const points = line(p.points);
          return <polyline key={points} points={points} />;
        })}
        {props.circles?.map((c) => {
          const p = toScreen(c);
          return <circle key={`${p.x},${p.y},${c.radius}`} cx={p.x} cy={p.y} r={c.radius / mpp} />;
        })}
      </svg>
      {props.markers?.map((m) => (
        <div key={m.id} class="mp-map__mark" style={translate(toScreen(m))} title={m.title}>
          {m.kind === 'me' ? <span class="mp-map__me" /> : <span class="mp-map__pin" />}
          {m.title && <span class="mp-map__tag">{m.title}</span>}
        </div>
      ))}
      {props.centerPin && (
        <div class="mp-map__mark mp-map__center" aria-hidden="true">
          <span class="mp-map__pin mp-map__pin--center" />
        </div>
      )}
      {grid && <p class="mp-map__note">{props.noTilesText}</p>}
      {grid && (
        <p class="mp-map__coords" aria-hidden="true">
          {formatPoint(v)}
        </p>
      )}
      <div class="mp-map__ctls">
        <button
          type="button"
          class="mp-map__ctl"
          aria-label={props.zoomInLabel}
          disabled={v.z >= maxScale}
          onClick={() => zoomTo(v.z + 1)}
        >
          +
        </button>
        <button
          type="button"
          class="mp-map__ctl"
          aria-label={props.zoomOutLabel}
          disabled={v.z <= minScale}
          onClick={() => zoomTo(v.z - 1)}
        >
          −
        </button>
        {props.controls?.map((c) => (
          <button key={c.id} type="button" class="mp-map__ctl mp-map__ctl--text" onClick={c.onTap}>
            {c.label}
          </button>
        ))}
      </div>
      {!grid && props.attribution && <p class="mp-map__attr">{props.attribution}</p>}
    </div>
  );
}
