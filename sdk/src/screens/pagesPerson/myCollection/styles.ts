import type { Sheet } from '../../../app/sheets';
import { BORDER, MUTED, PRIMARY, RADIUS } from '../../../ui/theme';

/** Tabs, talent rows and the remove buttons. */
export const sheet: Sheet = {
  id: 'myCollection',
  css: `
.mp-coll__tabs{display:flex;gap:8px;margin:0 0 12px}
.mp-coll__tab{flex:1;padding:8px;border:1px solid ${BORDER};border-radius:${RADIUS};background:none;font:inherit;cursor:pointer}
.mp-coll__tab[aria-selected=true]{border-color:${PRIMARY};color:${PRIMARY};font-weight:600}
.mp-coll__talent{display:flex;align-items:center;gap:8px;padding:10px 0;border-bottom:1px solid ${BORDER}}
.mp-coll__open{display:flex;flex:1;align-items:center;gap:10px;min-width:0;padding:0;border:0;background:none;font:inherit;text-align:left;cursor:pointer}
.mp-coll__text{display:flex;flex-direction:column;min-width:0}
.mp-coll__name{font-weight:600}
.mp-coll__intro{overflow:hidden;color:${MUTED};font-size:13px;white-space:nowrap;text-overflow:ellipsis}
.mp-coll__remove{flex:none;padding:4px 8px;border:1px solid ${BORDER};border-radius:${RADIUS};background:none;color:${MUTED};font:inherit;font-size:13px;cursor:pointer}
`,
};
