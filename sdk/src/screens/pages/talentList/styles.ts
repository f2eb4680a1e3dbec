import type { Sheet } from '../../../app/sheets';
import { BORDER, MUTED, PRIMARY, RADIUS } from '../../../ui/theme';

/** Filters, sort tabs and talent rows. */
export const sheet: Sheet = {
  id: 'talentList',
  css: `
.mp-tl__filters{display:flex;gap:8px;margin:0 0 8px}
.mp-tl__filters select{flex:1;min-width:0;padding:8px;border:1px solid ${BORDER};border-radius:${RADIUS};background:none;font:inherit}
.mp-tl__sorts{display:flex;gap:8px;margin:0 0 12px}
.mp-tl__sort{flex:1;padding:6px;border:1px solid ${BORDER};border-radius:${RADIUS};background:none;font:inherit;cursor:pointer}
.mp-tl__sort[aria-selected=true]{border-color:${PRIMARY};color:${PRIMARY};font-weight:600}
.mp-tl__row{display:flex;gap:10px;width:100%;padding:10px 0;border:0;border-bottom:1px solid ${BORDER};background:none;font:inherit;text-align:left;cursor:pointer}
.mp-tl__text{display:flex;flex-direction:column;gap:2px;min-width:0}
.mp-tl__name{font-weight:600}
.mp-tl__facts{color:${MUTED};font-size:13px}
.mp-tl__intro{overflow:hidden;font-size:13px;white-space:nowrap;text-overflow:ellipsis}
`,
};
