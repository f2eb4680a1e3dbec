import type { Sheet } from '../../../app/sheets';
import { BORDER, DANGER, MUTED, ON_PRIMARY, PRIMARY, RADIUS, SURFACE, TEXT } from '../../../ui/theme';

/** Search box, entry links, category chips, filter selects and the price range. */
export const sheet: Sheet = {
  id: 'taskCentered',
  css: `
.mp-hall__search,.mp-hall__price,.mp-hall__filters,.mp-hall__links{display:flex;gap:8px;margin:0 0 10px}
.mp-hall__search input,.mp-hall__price input,.mp-hall__filters select{flex:1;min-width:0;min-height:40px;padding:0 12px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit}
.mp-hall__price{align-items:center}
.mp-hall__search button,.mp-hall__price button,.mp-hall__links button,.mp-hall__chip{flex:none;min-height:40px;padding:0 14px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit;cursor:pointer}
.mp-hall__search button{background:${PRIMARY};border-color:${PRIMARY};color:${ON_PRIMARY}}
.mp-hall__links button{flex:1;color:${PRIMARY};font-weight:600}
.mp-hall__chips{display:flex;gap:8px;min-width:0;margin:0 -16px 10px;padding:0 16px;border:0;overflow-x:auto;scrollbar-width:none}
.mp-hall__chip{min-height:32px;border-radius:16px;white-space:nowrap}
.mp-hall__chip[aria-pressed=true]{background:${PRIMARY};border-color:${PRIMARY};color:${ON_PRIMARY}}
.mp-hall__error{margin:-4px 0 10px;color:${DANGER};font-size:14px}
.mp-hall__empty{padding:32px 0;color:${MUTED};text-align:center}
`,
};
