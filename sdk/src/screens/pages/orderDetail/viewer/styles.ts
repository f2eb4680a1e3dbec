import type { Sheet } from '../../../../app/sheets';

/** The photo viewer (orderDetail's lazy chunk): black, full screen, counter and close on top, arrows below. */
export const viewerSheet: Sheet = {
  id: 'orderDetail-viewer',
  css: `
.mp-viewer{position:absolute;inset:0;z-index:950;display:flex;flex-direction:column;background:#000;color:#fff;outline:0}
.mp-viewer__top{display:flex;align-items:center;justify-content:space-between;padding:4px 8px}
.mp-viewer__img{flex:1;min-height:0;width:100%;object-fit:contain}
.mp-viewer__btn{min-width:44px;min-height:44px;border:0;background:none;color:#fff;font:inherit;font-size:22px;cursor:pointer}
.mp-viewer__btn:disabled{opacity:.3}
.mp-viewer__nav{display:flex;justify-content:space-between;padding:8px}
.mp-viewer__nav .mp-viewer__btn{font-size:40px;line-height:1}
`,
};
