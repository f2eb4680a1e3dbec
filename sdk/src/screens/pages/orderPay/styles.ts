import type { Sheet } from '../../../app/sheets';
import { DANGER, RADIUS, SURFACE, TEXT } from '../../../ui/theme';

/** The payment summary's total, the time left and the confirmation step. */
export const sheet: Sheet = {
  id: 'orderPay',
  css: `
.mp-pay__amount{color:${TEXT};font-size:18px}
.mp-pay__picked{margin:-4px 0 12px;font-size:13px}
.mp-pay__left{margin:0 0 12px;text-align:center}
.mp-pay__step{display:flex;flex-direction:column;align-items:center;gap:12px;padding:16px;background:${SURFACE};border-radius:${RADIUS};text-align:center}
.mp-pay__step p{margin:0}
.mp-pay__error{margin:0 0 12px;color:${DANGER};font-size:14px}
a.mp-btn{text-decoration:none;box-sizing:border-box}
`,
};
