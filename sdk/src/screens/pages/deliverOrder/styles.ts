import type { Sheet } from '../../../app/sheets';
import { TEXT } from '../../../ui/theme';

/** deliverOrder: the guide's steps (the form draws itself: ui/order-form). */
export const sheet: Sheet = {
  id: 'deliverOrder',
  css: `
.mp-deliver__steps{margin:0 0 20px;padding:0 0 0 20px;color:${TEXT};line-height:1.5}
.mp-deliver__steps li{margin:0 0 8px}
`,
};
