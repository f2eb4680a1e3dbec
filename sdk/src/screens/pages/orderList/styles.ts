import type { Sheet } from '../../../app/sheets';
import { BORDER, MUTED, PRIMARY, SURFACE } from '../../../ui/theme';

/** The scrolling row of state tabs and the state at the end of each card. */
export const sheet: Sheet = {
  id: 'orderList',
  css: `
.mp-ol__tabs{position:sticky;top:44px;z-index:1;display:flex;overflow-x:auto;background:${SURFACE};border-bottom:1px solid ${BORDER};scrollbar-width:none}
.mp-ol__tab{flex:none;min-height:44px;padding:0 14px;border:0;border-bottom:2px solid transparent;background:none;color:${MUTED};font:inherit;font-size:14px;white-space:nowrap;cursor:pointer}
.mp-ol__tab[aria-selected=true]{border-bottom-color:${PRIMARY};color:${PRIMARY};font-weight:600}
.mp-ol__state{flex:none;color:${PRIMARY};font-size:13px;font-weight:600}
`,
};
