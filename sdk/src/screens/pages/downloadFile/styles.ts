import type { Sheet } from '../../../app/sheets';
import { MUTED, ON_PRIMARY, PRIMARY, RADIUS, SURFACE } from '../../../ui/theme';

/** The file card, the progress row, the actions, the WeChat tip and the picture preview. */
export const sheet: Sheet = {
  id: 'downloadFile',
  css: `
.mp-df__card{display:flex;align-items:center;gap:12px;margin:0 0 14px;padding:12px 14px;border-radius:${RADIUS};background:${SURFACE}}
.mp-df__card p{margin:0}
.mp-df__icon{display:flex;align-items:center;justify-content:center;flex:none;width:48px;height:48px;border-radius:${RADIUS};background:${PRIMARY};color:${ON_PRIMARY};font-size:12px;font-weight:700}
.mp-df__name{margin:0 0 4px;font-size:16px;overflow-wrap:anywhere}
.mp-df__progress{display:flex;align-items:center;gap:10px;margin:0 0 14px}
.mp-df__progress progress{flex:1;height:10px}
.mp-df__actions{display:flex;gap:8px;flex-wrap:wrap;margin:0 0 14px}
.mp-df__tip{color:${MUTED}}
.mp-df__image{display:block;max-width:100%;border-radius:${RADIUS}}
`,
};
