import type { Sheet } from '../../../app/sheets';

/**
 * Conversation rows: avatar with the unread badge, name and time, preview, the delete button
 * (muted texts: the page base's `.mp-muted`). The confirmation that takes a row's place has its
 * own sheet, in its lazy chunk (confirm/).
 */
export const sheet: Sheet = {
  id: 'messageCenter',
  css: `
.mp-convs{margin:0 -16px;padding:0;list-style:none;background:var(--mp-surface)}
.mp-conv{display:flex;border-bottom:1px solid var(--mp-border)}
.mp-conv>button{padding:0 16px;border:0;background:none;cursor:pointer;text-align:left}
.mp-conv__open,.mp-conv__top{display:flex;flex:1;align-items:center;gap:12px;min-width:0}
.mp-conv>.mp-conv__open{padding:12px 0 12px 16px}
.mp-conv__face{position:relative;display:flex;flex:none;align-items:center;justify-content:center;width:48px;height:48px;border-radius:50%;background:var(--mp-primary);color:var(--mp-on-primary);font-weight:600}
.mp-conv__face img{width:100%;height:100%;border-radius:50%;object-fit:cover}
.mp-conv__badge{position:absolute;top:-4px;right:-6px;min-width:18px;padding:0 5px;border-radius:9px;background:var(--mp-danger);color:var(--mp-on-primary);font-size:11px;line-height:18px}
.mp-conv__main{flex:1;min-width:0;margin:0}
.mp-conv__name,.mp-conv__preview{display:block;flex:1;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.mp-conv__name{font-weight:600}
.mp-convs__footer{padding:14px;text-align:center}
`,
};
