import type { Sheet } from '../../../app/sheets';
import { BORDER, MUTED, PRIMARY, RADIUS } from '../../../ui/theme';

/** Categories, the locate button and the album grid. */
export const sheet: Sheet = {
  id: 'editInformation',
  css: `
.mp-edit{display:block}
.mp-edit__cats{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 14px;padding:0;border:0}
.mp-edit__cat{display:flex;align-items:center;gap:4px;padding:4px 8px;border:1px solid ${BORDER};border-radius:${RADIUS};font-size:14px}
.mp-edit__locate{flex:none;min-height:44px;padding:0 10px;border:1px solid ${PRIMARY};border-radius:${RADIUS};background:none;color:${PRIMARY};font:inherit;cursor:pointer}
.mp-edit__album{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:0 0 14px;padding:0;list-style:none}
.mp-edit__album li{position:relative}
.mp-edit__album img{display:block;width:100%;aspect-ratio:1;border-radius:${RADIUS};object-fit:cover}
.mp-edit__del{position:absolute;top:2px;right:2px;padding:2px 6px;border:0;border-radius:${RADIUS};background:rgba(0,0,0,.6);color:#fff;font-size:12px;cursor:pointer}
.mp-edit__add{display:flex;align-items:center;justify-content:center;aspect-ratio:1;border:1px dashed ${BORDER};border-radius:${RADIUS};color:${MUTED};font-size:28px}
`,
};
