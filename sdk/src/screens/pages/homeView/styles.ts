import type { Sheet } from '../../../app/sheets';
import { ON_PRIMARY, PRIMARY, RADIUS, SURFACE } from '../../../ui/theme';

/** The banner carousel and the grid of entries. */
export const sheet: Sheet = {
  id: 'homeView',
  css: `
.mp-carousel{position:relative;overflow:hidden;border-radius:${RADIUS};background:${SURFACE};aspect-ratio:5/2;touch-action:pan-y}
.mp-carousel__track{display:flex;height:100%;transition:transform .35s ease}
.mp-carousel__slide{flex:0 0 100%;height:100%;padding:0;border:0;background:none;cursor:pointer}
.mp-carousel__slide img{display:block;width:100%;height:100%;object-fit:cover}
.mp-carousel__dots{position:absolute;left:0;right:0;bottom:6px;display:flex;justify-content:center;gap:4px}
.mp-carousel__dot{width:8px;height:8px;padding:0;border:0;border-radius:4px;background:rgba(255,255,255,.6);cursor:pointer}
.mp-carousel__dot[aria-current=true]{width:16px;background:#fff}
.mp-grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px;margin:12px 0;padding:12px 8px;background:${SURFACE};border-radius:${RADIUS}}
.mp-grid__item{display:flex;flex-direction:column;align-items:center;gap:6px;min-height:72px;padding:8px 4px;border:0;background:none;color:inherit;font:inherit;font-size:13px;cursor:pointer;border-radius:${RADIUS}}
.mp-grid__icon{display:flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:12px;background:${PRIMARY};color:${ON_PRIMARY}}
`,
};
