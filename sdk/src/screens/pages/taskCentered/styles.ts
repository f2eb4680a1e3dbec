import type { Sheet } from '../../../app/sheets';
import { BORDER, ON_PRIMARY, PRIMARY, RADIUS, SURFACE, TEXT } from '../../../ui/theme';

/** Search box, entry links, category chips and the Filters badge, on the kit's buttons (the panel has its own sheet). */
export const sheet: Sheet = {
  id: 'taskCentered',
  css: `
.mp-hall__search,.mp-hall__links,.mp-hall__chips{display:flex;gap:8px;margin:0 0 10px}
.mp-hall__search input{flex:1;min-width:0;min-height:44px;padding:0 12px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit}
.mp-hall__links .mp-btn{flex:1;color:${PRIMARY};font-weight:600}
.mp-hall__chips{min-width:0;margin:0 -16px 10px;padding:0 16px;border:0;overflow-x:auto;scrollbar-width:none}
.mp-hall__chip{flex:none;min-height:32px;border-radius:16px;white-space:nowrap}
.mp-hall__badge{padding:0 6px;border-radius:9px;background:${PRIMARY};color:${ON_PRIMARY};font-size:12px}
`,
};
