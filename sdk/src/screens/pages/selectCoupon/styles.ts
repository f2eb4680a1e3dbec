import type { Sheet } from '../../../app/sheets';
import { BORDER, DANGER, MUTED, PRIMARY, RADIUS, SURFACE } from '../../../ui/theme';

/** "No coupon", the two lists and the reasons. */
export const sheet: Sheet = {
  id: 'selectCoupon',
  css: `
.mp-sc__none{display:block;width:100%;min-height:48px;margin:0 0 12px;padding:0 16px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:inherit;font:inherit;text-align:left;cursor:pointer}
.mp-sc__none--on{border-color:${PRIMARY};box-shadow:0 0 0 1px ${PRIMARY};color:${PRIMARY}}
.mp-sc__list{margin:0;padding:0;list-style:none}
.mp-sc__h{margin:16px 0 8px;color:${MUTED};font-size:14px;font-weight:400}
.mp-sc__why{margin:4px 0 0;color:${MUTED};font-size:12px}
.mp-sc__error{margin:0 0 12px;color:${DANGER}}
`,
};
