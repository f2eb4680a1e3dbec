import type { Sheet } from '../../../app/sheets';
import { BORDER, DANGER, MUTED, Note, ON_PRIMARY, PRIMARY, RADIUS, SURFACE } from '../../../ui/theme';

/** The tabs, kind chips, picture grid, list rows, states and the answer box. */
export const sheet: Sheet = {
  id: 'feedbackView',
  css: `
.mp-fb__tabs{display:flex;gap:8px;margin:0 0 14px}
.mp-fb__tab{flex:1;min-height:40px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};font:inherit;cursor:pointer}
.mp-fb__tab--on{border-color:${PRIMARY};color:${PRIMARY};font-weight:600}
.mp-fb__types{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px;padding:0;border:0}
.mp-fb__chip{padding:8px 12px;border:1px solid ${BORDER};border-radius:999px;background:${SURFACE};cursor:pointer}
.mp-fb__chip--on{border-color:${PRIMARY};background:${PRIMARY};color:${ON_PRIMARY}}
.mp-fb__chip:focus-within{outline:2px solid ${PRIMARY};outline-offset:2px}
.mp-fb__order{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;margin:0 0 12px;padding:8px 12px;border-radius:${RADIUS};background:${SURFACE}}
.mp-fb__pics{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 10px;padding:0;list-style:none}
.mp-fb__pics img,.mp-fb__pic,.mp-fb__add{position:relative;width:64px;height:64px;border-radius:${RADIUS};object-fit:cover}
.mp-fb__pic img{width:100%;height:100%}
.mp-fb__pic--busy,.mp-fb__add{display:flex;align-items:center;justify-content:center;border:1px dashed ${BORDER};color:${MUTED};font-size:28px}
.mp-fb__bar{font-size:13px}
.mp-fb__remove{position:absolute;top:0;right:0;width:24px;height:24px;padding:0;border:0;background:rgba(0,0,0,.55);color:#fff;font:inherit;cursor:pointer}
.mp-fb__row{display:block;width:100%;margin:0 0 8px;padding:12px 14px;border:0;border-radius:${RADIUS};background:${SURFACE};color:inherit;font:inherit;text-align:left;cursor:pointer}
.mp-fb__line{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:0 0 6px}
.mp-fb__kind{font-weight:600}
.mp-fb__status{padding:1px 8px;border-radius:999px;background:${BORDER};font-size:12px}
.mp-fb__status--resolved{background:${Note.OkBg};color:${Note.OkText}}
.mp-fb__status--processing{background:${Note.InfoBg};color:${Note.InfoText}}
.mp-fb__dot{padding:1px 8px;border-radius:999px;background:${DANGER};color:${ON_PRIMARY};font-size:12px}
.mp-fb__text{display:block;margin:0 0 8px;white-space:pre-wrap;overflow-wrap:anywhere}
.mp-fb__detail{padding:12px 14px;border-radius:${RADIUS};background:${SURFACE}}
.mp-fb__answer{margin:12px 0;padding:10px 12px;border-left:3px solid ${PRIMARY};background:${BORDER}33}
.mp-fb__h{margin:0 0 6px;font-size:15px}
`,
};
