import type { Sheet } from '../../../../app/sheets';
import { BORDER, DANGER, MUTED, RADIUS, SURFACE, TEXT } from '../../../../ui/theme';

export const sheet: Sheet = {
  id: 'chatView-cards',
  css: `
.mp-ccard{display:flex;gap:10px;width:232px;max-width:100%;padding:10px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:${TEXT};font:inherit;text-align:left;cursor:pointer}
.mp-ccard__pic{flex:none;width:56px;height:56px;border-radius:6px;background:${BORDER};object-fit:cover}
.mp-ccard__body{display:flex;flex:1;flex-direction:column;gap:3px;min-width:0}
.mp-ccard__kind{color:${MUTED};font-size:12px}
.mp-ccard__title{display:-webkit-box;overflow:hidden;font-weight:600;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow-wrap:anywhere}
.mp-ccard__row{display:flex;flex-wrap:wrap;align-items:center;gap:6px;font-size:13px}
.mp-ccard__price{color:${DANGER};font-weight:600}
.mp-ccard__state{padding:0 6px;border:1px solid ${BORDER};border-radius:4px;color:${MUTED};font-size:12px}
.mp-ccard__note{color:${MUTED};font-size:13px;white-space:pre-wrap;overflow-wrap:anywhere}
.mp-ccard__refuse{align-self:flex-start;margin-top:4px;padding:4px 12px;border:1px solid ${DANGER};border-radius:14px;background:none;color:${DANGER};font:inherit;font-size:13px;cursor:pointer}
.mp-sys{display:flex;flex-direction:column;align-items:center;gap:2px;margin:10px 24px;text-align:center;color:${MUTED};font-size:12px}
.mp-sys__text{padding:4px 10px;border-radius:12px;background:${BORDER};color:${TEXT}}
.mp-sys__title{max-width:100%;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
`,
};
