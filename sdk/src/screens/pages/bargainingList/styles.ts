import type { Sheet } from '../../../app/sheets';
import { RADIUS, SURFACE, TEXT } from '../../../ui/theme';

/** The order the quotes are for, above the list. */
export const sheet: Sheet = {
  id: 'bargainingList',
  css: `
.mp-tl__order{display:flex;flex-direction:column;gap:4px;width:100%;margin:0 0 12px;padding:12px 14px;border:0;border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit;text-align:left;cursor:pointer}
.mp-tl__title{font-weight:600}
`,
};
