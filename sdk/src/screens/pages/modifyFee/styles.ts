import type { Sheet } from '../../../app/sheets';
import { DANGER, MUTED } from '../../../ui/theme';

/** What a fee change does, in a line under the field; the taker's two answers. */
export const sheet: Sheet = {
  id: 'modifyFee',
  css: `
.mp-fee__note{margin:0 0 14px;color:${MUTED};font-size:14px;line-height:1.5}
.mp-fee__error{margin:0 0 12px;color:${DANGER};font-size:14px}
.mp-fee__actions{display:flex;flex-direction:column;gap:10px}
form>.mp-btn{margin:0 0 14px}
`,
};
