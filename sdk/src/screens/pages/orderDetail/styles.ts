import type { Sheet } from '../../../app/sheets';
import { BORDER, DANGER, MUTED, ON_PRIMARY, PRIMARY, RADIUS, SURFACE } from '../../../ui/theme';

/**
 * The order: photo strip, head with price and state, cards (description, poster, tasks), task
 * facts and notes, delivery thumbnails, history, and the action bar stuck to the bottom.
 */
export const sheet: Sheet = {
  id: 'orderDetail',
  css: `
.mp-od__pics{display:flex;gap:8px;margin:-12px -16px 12px;padding:12px 16px;overflow-x:auto;scrollbar-width:none;background:${SURFACE}}
.mp-od__pics::-webkit-scrollbar{display:none}
.mp-od__pic,.mp-od__thumb{flex:none;padding:0;border:0;border-radius:${RADIUS};overflow:hidden;background:${BORDER};cursor:zoom-in}
.mp-od__pic{width:160px;height:120px}
.mp-od__thumb{width:56px;height:56px}
.mp-od__pic img,.mp-od__thumb img{width:100%;height:100%;object-fit:cover}
.mp-od__thumbs{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
.mp-od__head{margin:0 0 4px}
.mp-od__row{display:flex;align-items:center;gap:10px}
.mp-od__grow{flex:1;min-width:0}
.mp-od__title{flex:1;min-width:0;margin:0;font-size:19px;overflow-wrap:anywhere}
.mp-od__chip{flex:none;padding:2px 8px;border-radius:10px;background:${BORDER};font-size:12px}
.mp-od__chip--on{background:${PRIMARY};color:${ON_PRIMARY}}
.mp-od__price{margin:8px 0 0;color:${DANGER};font-size:22px;font-weight:600}
.mp-od__mode{margin-left:8px;color:${MUTED};font-size:13px;font-weight:400}
.mp-od__card{margin:12px 0;padding:12px 16px;border-radius:${RADIUS};background:${SURFACE}}
.mp-od__card--first{outline:2px solid ${PRIMARY}}
.mp-od__h{margin:0 0 6px;font-size:15px}
.mp-od__row>.mp-od__h{margin:0}
.mp-od__text{margin:0 0 8px;line-height:1.6;white-space:pre-wrap;overflow-wrap:anywhere}
.mp-od__face{display:flex;flex:none;align-items:center;justify-content:center;width:40px;height:40px;overflow:hidden;border-radius:50%;background:${PRIMARY};color:${ON_PRIMARY};font-weight:600}
.mp-od__face img{width:100%;height:100%;object-fit:cover}
.mp-od__facts{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:10px 0;font-size:14px}
.mp-od__facts dt{color:${MUTED}}
.mp-od__facts dd{margin:0;text-align:right}
.mp-od__note{margin:8px 0;padding:8px 10px;border-radius:${RADIUS};background:${BORDER};font-size:14px;overflow-wrap:anywhere}
.mp-od__note p{margin:0}
.mp-od__links{flex-wrap:wrap;margin-top:8px}
.mp-od__links .mp-btn{margin-left:auto;min-height:36px;font-size:14px}
.mp-od__log{margin:8px 0 0;padding:0;list-style:none;font-size:14px}
.mp-od__log li{display:flex;gap:8px;padding:8px 0;border-top:1px solid ${BORDER}}
.mp-od__reason{display:block;color:${MUTED}}
.mp-od__bar{position:sticky;bottom:0;display:flex;gap:8px;margin:16px -16px -24px;padding:10px 16px;border-top:1px solid ${BORDER};background:${SURFACE}}
.mp-od__bar:empty{display:none}
.mp-od__bar .mp-btn{flex:1}
`,
};
