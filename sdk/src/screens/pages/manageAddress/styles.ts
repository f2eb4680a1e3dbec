import type { Sheet } from '../../../app/sheets';
import { BORDER, DANGER, MUTED, ON_PRIMARY, PRIMARY, RADIUS, SURFACE } from '../../../ui/theme';

/** The address cards: who and where (the tap target), then their actions. */
export const sheet: Sheet = {
  id: 'manageAddress',
  css: `
.mp-addrs{margin:0 0 16px;padding:0;list-style:none}
.mp-addr{margin:0 0 12px;background:${SURFACE};border-radius:${RADIUS};overflow:hidden}
.mp-addr__main{display:flex;flex-direction:column;gap:4px;width:100%;padding:12px 16px;border:0;border-bottom:1px solid ${BORDER};background:none;text-align:left;cursor:pointer}
.mp-addr__who{display:flex;align-items:center;flex-wrap:wrap;gap:8px}
.mp-addr__tel{color:${MUTED}}
.mp-addr__tag{padding:0 6px;border-radius:4px;background:${PRIMARY};color:${ON_PRIMARY};font-size:12px}
.mp-addr__where{color:inherit;word-break:break-word}
.mp-addr__acts{display:flex;justify-content:flex-end;gap:8px;padding:4px 8px}
.mp-addr__acts .mp-link{min-height:36px;text-decoration:none;font-size:14px}
.mp-addr__acts .mp-addr__del{color:${DANGER}}
.mp-addrs+.mp-muted{margin:0 0 12px}
`,
};
