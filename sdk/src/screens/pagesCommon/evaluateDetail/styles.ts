import type { Sheet } from '../../../app/sheets';
import { MUTED, RADIUS, SURFACE, TEXT } from '../../../ui/theme';

/** The order the evaluations are about, the two boxes and the rule. */
export const sheet: Sheet = {
  id: 'evaluateDetail',
  css: `
.mp-ed__order{display:flex;align-items:center;gap:8px;width:100%;min-height:48px;margin:0 0 12px;padding:10px 14px;border:0;border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit;text-align:left;cursor:pointer}
.mp-ed__title{flex:1;min-width:0;overflow:hidden;font-weight:600;white-space:nowrap;text-overflow:ellipsis}
.mp-ed__box{margin:0 0 12px;padding:12px 14px;border-radius:${RADIUS};background:${SURFACE}}
.mp-ed__box .mp-muted{margin:0 0 10px}
.mp-ed__h{margin:0 0 8px;font-size:15px}
.mp-ed__rule{margin:4px 2px;color:${MUTED};font-size:12px;line-height:1.5}
`,
};
