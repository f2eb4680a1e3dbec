import type { Sheet } from '../../../app/sheets';
import { BORDER, DANGER, MUTED, PRIMARY, RADIUS, SURFACE, TEXT } from '../../../ui/theme';

/** The side switch, the card with "all" and the grid of state groups with their counts. */
export const sheet: Sheet = {
  id: 'orderCenter',
  css: `
.mp-oc__sides{display:flex;margin:0 0 12px;padding:3px;border-radius:${RADIUS};background:${BORDER}}
.mp-oc__side{flex:1;min-height:40px;border:0;border-radius:${RADIUS};background:none;color:${MUTED};font:inherit;cursor:pointer}
.mp-oc__side[aria-selected=true]{background:${SURFACE};color:${TEXT};font-weight:600}
.mp-oc__card{margin:0 0 12px;padding:4px 0 8px;border-radius:${RADIUS};background:${SURFACE}}
.mp-oc__all{display:flex;justify-content:space-between;align-items:center;width:100%;min-height:44px;padding:0 16px;border:0;border-bottom:1px solid ${BORDER};background:none;color:${TEXT};font:inherit;font-weight:600;cursor:pointer}
.mp-oc__grid{display:grid;grid-template-columns:repeat(3,1fr);margin:0;padding:4px 8px 0;list-style:none}
.mp-oc__group{display:flex;flex-direction:column;align-items:center;gap:4px;width:100%;min-height:72px;padding:10px 4px;border:0;background:none;color:${TEXT};font:inherit;font-size:13px;cursor:pointer;border-radius:${RADIUS}}
.mp-oc__count{font-size:20px;font-weight:600;color:${MUTED}}
.mp-oc__count--on{color:${TEXT}}
.mp-oc__count--act{color:${DANGER}}
.mp-oc__note{margin:8px 16px 0;color:${MUTED};font-size:13px;text-align:center}
.mp-oc__note .mp-link{color:${PRIMARY}}
`,
};
