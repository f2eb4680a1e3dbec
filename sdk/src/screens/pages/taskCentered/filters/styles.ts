import type { Sheet } from '../../../../app/sheets';
import { BORDER, DANGER, RADIUS, SURFACE, TEXT } from '../../../../ui/theme';

/** The filter panel: sort and distance selects, the price range and its inline error. */
export const filtersSheet: Sheet = {
  id: 'taskCentered.filters',
  css: `
.mp-hall__filters,.mp-hall__price{display:flex;gap:8px;align-items:center;margin:0 0 10px}
.mp-hall__price input,.mp-hall__filters select{flex:1;min-width:0;min-height:40px;padding:0 12px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit}
.mp-hall__price button{flex:none;min-height:40px;padding:0 14px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit;cursor:pointer}
.mp-hall__error{margin:-4px 0 10px;color:${DANGER};font-size:14px}
`,
};
