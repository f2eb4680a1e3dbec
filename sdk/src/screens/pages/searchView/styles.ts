import type { Sheet } from '../../../app/sheets';
import { BORDER, MUTED, ON_PRIMARY, PRIMARY, RADIUS, SURFACE, TEXT } from '../../../ui/theme';

/** The search field, the two tabs and talent rows (tasks are order cards). */
export const sheet: Sheet = {
  id: 'searchView',
  css: `
.mp-search__form{display:flex;gap:8px;margin:0 0 10px}
.mp-search__form input{flex:1;min-width:0;min-height:40px;padding:0 12px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit}
.mp-search__form button{min-height:40px;padding:0 14px;border:0;border-radius:${RADIUS};background:${PRIMARY};color:${ON_PRIMARY};font:inherit;cursor:pointer}
.mp-search__tabs{display:flex;margin:0 0 12px;border-bottom:1px solid ${BORDER}}
.mp-search__tab{flex:1;min-height:40px;border:0;border-bottom:2px solid transparent;background:none;color:${MUTED};font:inherit;cursor:pointer}
.mp-search__tab[aria-selected=true]{border-bottom-color:${PRIMARY};color:${PRIMARY};font-weight:600}
.mp-search__person{display:flex;align-items:center;gap:12px;width:100%;margin:0 0 8px;padding:10px 14px;border:0;border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit;text-align:left}
button.mp-search__person{cursor:pointer}
.mp-search__face{display:flex;flex:none;align-items:center;justify-content:center;width:40px;height:40px;overflow:hidden;border-radius:50%;background:${PRIMARY};color:${ON_PRIMARY};font-weight:600}
.mp-search__face img{width:100%;height:100%;object-fit:cover}
.mp-search__name{flex:1;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
`,
};
