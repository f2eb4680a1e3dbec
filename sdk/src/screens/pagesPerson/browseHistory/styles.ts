import type { Sheet } from '../../../app/sheets';
import { MUTED, PRIMARY } from '../../../ui/theme';

/** Whether each order still takes people, at the end of its card. */
export const sheet: Sheet = {
  id: 'browseHistory',
  css: `
.mp-bh__state{flex:none;color:${PRIMARY};font-size:13px;font-weight:600}
.mp-bh__state--closed{color:${MUTED};font-weight:400}
`,
};
