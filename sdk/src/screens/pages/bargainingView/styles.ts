import type { Sheet } from '../../../app/sheets';
import { BORDER, DANGER, MUTED, PRIMARY, RADIUS, SURFACE, TEXT } from '../../../ui/theme';

/** The order it is about, the other party, the offers in turn (mine on the right), whose move. */
export const sheet: Sheet = {
  id: 'bargainingView',
  css: `
.mp-bv__order,.mp-bv__party{display:flex;align-items:center;gap:10px;width:100%;margin:0 0 12px;padding:12px 14px;border:0;border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit;text-align:left}
.mp-bv__order{flex-direction:column;align-items:flex-start;gap:4px;cursor:pointer}
.mp-bv__title{font-weight:600}
.mp-bv__grow{flex:1;min-width:0}
.mp-bv__rounds{display:flex;flex-direction:column;gap:8px;margin:0 0 12px;padding:0;list-style:none}
.mp-bv__round{display:flex;align-items:center;gap:10px;max-width:85%;padding:10px 12px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE}}
.mp-bv__round--mine{align-self:flex-end;border-color:${PRIMARY}}
.mp-bv__time{display:block;color:${MUTED};font-size:12px}
.mp-bv__price{color:${DANGER};font-weight:600}
.mp-bv__state{margin:0 0 6px;font-weight:600}
.mp-body>.mp-task-btns{margin-top:12px}
`,
};
