import type { Sheet } from '../../../app/sheets';
import { BORDER, MUTED, PRIMARY, RADIUS, SURFACE, TEXT } from '../../../ui/theme';

/** The two tabs, the average, and each evaluation with the order it is about. */
export const sheet: Sheet = {
  id: 'evaluateCenter',
  css: `
.mp-ec__tabs{display:flex;background:${SURFACE};border-bottom:1px solid ${BORDER}}
.mp-ec__tab{flex:1;min-height:44px;border:0;border-bottom:2px solid transparent;background:none;color:${MUTED};font:inherit;cursor:pointer}
.mp-ec__tab[aria-selected=true]{border-bottom-color:${PRIMARY};color:${PRIMARY};font-weight:600}
.mp-ec__summary{display:flex;align-items:center;gap:8px;margin:0 0 12px;padding:12px 14px;border-radius:${RADIUS};background:${SURFACE}}
.mp-ec__avg{font-size:28px;font-weight:700}
.mp-ec__item{margin:0 0 10px;padding:12px 14px;border-radius:${RADIUS};background:${SURFACE}}
.mp-ec__tag{display:flex;gap:8px;margin:0 0 8px;color:${MUTED};font-size:12px}
.mp-ec__hidden{color:${PRIMARY}}
.mp-ec__open{display:flex;gap:8px;width:100%;margin:10px 0 0;padding:8px 0 0;border:0;border-top:1px solid ${BORDER};background:none;color:${TEXT};font:inherit;font-size:13px;text-align:left;cursor:pointer}
.mp-ec__title{flex:1;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;color:${MUTED}}
.mp-ec__more{flex:none;color:${PRIMARY}}
`,
};
