import type { Sheet } from '../../../app/sheets';
import { MUTED, PRIMARY } from '../../../ui/theme';

/** The intro line and the "send" hint at the end of each card. */
export const sheet: Sheet = {
  id: 'selectOrder',
  css: `
.mp-so__intro{margin:0 0 12px;color:${MUTED};font-size:14px}
.mp-so__send{flex:none;color:${PRIMARY};font-weight:600}
`,
};
