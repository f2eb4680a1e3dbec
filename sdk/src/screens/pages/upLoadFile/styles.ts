import type { Sheet } from '../../../app/sheets';
import { MUTED, RADIUS, SURFACE } from '../../../ui/theme';

/** The hint, the picker button, the progress row and the result card. */
export const sheet: Sheet = {
  id: 'upLoadFile',
  css: `
.mp-uf__hint{margin:0 0 14px;color:${MUTED};line-height:1.5}
.mp-uf__pick{pointer-events:none}
.mp-uf__progress{display:flex;align-items:center;gap:10px;margin:14px 0}
.mp-uf__progress progress{flex:1;height:10px}
.mp-uf__done{margin:14px 0;padding:12px 14px;border-radius:${RADIUS};background:${SURFACE}}
.mp-uf__name{margin:0 0 4px;font-size:16px;overflow-wrap:anywhere}
.mp-uf__actions{display:flex;gap:8px;flex-wrap:wrap}
`,
};
