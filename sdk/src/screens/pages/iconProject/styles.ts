import type { Sheet } from '../../../app/sheets';
import { ON_PRIMARY, PRIMARY, RADIUS, SURFACE, TEXT } from '../../../ui/theme';

/** iconProject: a card of icons per group, four to a row, the name under each. */
export const sheet: Sheet = {
  id: 'iconProject',
  css: `
.mp-icons__block{margin:0 0 12px;padding:12px 8px;border-radius:${RADIUS};background:${SURFACE}}
.mp-icons__head{margin:0 8px 8px;font-size:15px;font-weight:600}
.mp-icons__grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px 4px;margin:0;padding:0;list-style:none}
.mp-icons__item{display:flex;flex-direction:column;align-items:center;gap:6px;width:100%;min-height:44px;padding:8px 2px;border:0;border-radius:${RADIUS};background:none;color:${TEXT};font:inherit;cursor:pointer}
.mp-icons__item--on{outline:2px solid ${PRIMARY}}
.mp-icons__icon{display:flex;align-items:center;justify-content:center;width:48px;height:48px;overflow:hidden;border-radius:50%;background:${PRIMARY};color:${ON_PRIMARY};font-size:20px}
.mp-icons__icon img{width:100%;height:100%;object-fit:contain;background:${SURFACE}}
.mp-icons__name{font-size:13px;line-height:1.3;text-align:center;color:${TEXT};overflow-wrap:anywhere}
`,
};
