import type { Sheet } from '../../../app/sheets';
import { BORDER, MUTED, SURFACE } from '../../../ui/theme';

/** The service contracts' rows and their heading. */
export const sheet: Sheet = {
  id: 'contractList',
  css: `
.mp-contracts__heading{margin:16px 4px 8px;color:${MUTED};font-size:14px;font-weight:600}
.mp-contract{display:flex;flex-wrap:wrap;gap:4px 8px;width:100%;padding:12px 16px;border:0;border-bottom:1px solid ${BORDER};background:${SURFACE};color:inherit;font:inherit;text-align:left;cursor:pointer}
.mp-contract__title{flex:1;font-weight:600}
.mp-contract__amount{font-weight:600}
.mp-contract__line{flex-basis:100%;color:${MUTED};font-size:13px}
`,
};
