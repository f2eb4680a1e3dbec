import type { Sheet } from '../../../app/sheets';
import { BORDER, DANGER, MUTED, PRIMARY, RADIUS, STAR, SURFACE } from '../../../ui/theme';

/** Whom the evaluation is about, the star radios, the photo grid, the rule and the boxes of what was written. */
export const sheet: Sheet = {
  id: 'evaluateServer',
  css: `
.mp-es__head{display:flex;align-items:center;gap:12px;margin:0 0 16px;padding:12px 14px;border-radius:${RADIUS};background:${SURFACE}}
.mp-es__head .mp-eval__face{width:44px;height:44px;font-size:18px}
.mp-es__head p{margin:0}
.mp-es__who{font-weight:600}
.mp-es__stars{margin:0 0 14px;padding:0;border:0}
.mp-es__row{display:flex;align-items:center;gap:4px}
.mp-es__star{display:flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:${RADIUS};color:${BORDER};font-size:32px;line-height:1;cursor:pointer}
.mp-es__star--on{color:${STAR}}
.mp-es__glyph::before{content:"★"}
.mp-es__star:focus-within{outline:2px solid ${PRIMARY};outline-offset:1px}
.mp-es__word{margin-left:8px;color:${MUTED};font-size:14px}
.mp-es__photos{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 6px;padding:0;list-style:none}
.mp-es__photo,.mp-es__add{position:relative;width:64px;height:64px;border:1px dashed ${BORDER};border-radius:${RADIUS};overflow:hidden}
.mp-es__photo img{width:100%;height:100%;object-fit:cover}
.mp-es__add{display:flex;align-items:center;justify-content:center;font-size:28px;color:${MUTED}}
.mp-es__bar{position:absolute;left:0;right:0;bottom:0;padding:2px;background:rgba(0,0,0,.55);color:#fff;font-size:11px;text-align:center}
.mp-es__photo--failed{border:2px solid ${DANGER}}
.mp-es__remove{position:absolute;top:0;right:0;width:24px;height:24px;padding:0;border:0;background:rgba(0,0,0,.55);color:#fff;font:inherit;cursor:pointer}
.mp-es__rule{margin:14px 0;padding:10px 12px;border-radius:${RADIUS};background:${SURFACE};color:${MUTED};font-size:13px;line-height:1.5}
.mp-es__rule p{margin:0 0 4px}
.mp-es__box{margin:0 0 12px;padding:12px 14px;border-radius:${RADIUS};background:${SURFACE}}
.mp-es__box .mp-muted{margin:0}
.mp-es__h{margin:0 0 8px;font-size:15px}
`,
};
