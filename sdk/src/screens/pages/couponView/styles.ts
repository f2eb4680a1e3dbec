import type { Sheet } from '../../../app/sheets';
import { BORDER, MUTED, PRIMARY, SURFACE } from '../../../ui/theme';

/** The three tabs above the list. */
export const sheet: Sheet = {
  id: 'couponView',
  css: `
.mp-cv__tabs{display:flex;margin:0 0 12px;background:${SURFACE};border-bottom:1px solid ${BORDER}}
.mp-cv__tab{flex:1;min-height:44px;padding:0 8px;border:0;border-bottom:2px solid transparent;background:none;color:${MUTED};font:inherit;cursor:pointer}
.mp-cv__tab--on{color:${PRIMARY};border-bottom-color:${PRIMARY};font-weight:600}
`,
};
