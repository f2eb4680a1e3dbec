import type { Sheet } from '../../../app/sheets';
import { MUTED, RADIUS, SURFACE, TEXT } from '../../../ui/theme';

/** The balance, the hint under the amount and the step after confirming. */
export const sheet: Sheet = {
  id: 'cashOut',
  css: `
.mp-cash{margin:12px 0;padding:16px;background:${SURFACE};border-radius:${RADIUS}}
.mp-cash__label{margin:0;color:${MUTED};font-size:14px}
.mp-cash__amount{margin:4px 0 0;color:${TEXT};font-size:28px;font-weight:700}
.mp-cash__hint{margin:8px 0 16px;color:${MUTED};font-size:13px}
.mp-cash__step{display:flex;flex-direction:column;align-items:stretch;gap:12px;margin:12px 0;padding:16px;background:${SURFACE};border-radius:${RADIUS};text-align:center}
.mp-cash__step p{margin:0}
a.mp-btn{text-decoration:none;box-sizing:border-box;text-align:center}
`,
};
