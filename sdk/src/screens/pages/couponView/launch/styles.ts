import type { Sheet } from '../../../../app/sheets';
import { BORDER, MUTED, PRIMARY } from '../../../../ui/theme';

/** The campaigns or coupons listed in the launch popup. */
export const launchSheet: Sheet = {
  id: 'couponLaunch',
  css: `
.mp-cl__list{margin:0 0 16px;padding:0;list-style:none}
.mp-cl__item{display:flex;align-items:center;gap:12px;padding:8px 0;border-bottom:1px dashed ${BORDER}}
.mp-cl__amount{flex:none;min-width:72px;color:${PRIMARY};font-size:20px}
.mp-cl__name{display:flex;flex-direction:column}
.mp-cl__min{color:${MUTED};font-size:12px}
`,
};
