import type { Sheet } from './sheets';

export { default as messages } from '../i18n/common';

/**
 * The CSS every page shares that the shell itself never needs before a page is in: the page
 * body, muted and screen-reader-only text, form controls, and the toasts (only pages and their
 * calls raise one). Added before the first page shows (router: `withBase`), after the shell's
 * sheet and before the kit's and the screen's, so those still win ties.
 */
export const pageSheet: Sheet = {
  id: 'page',
  css: `
input,textarea,select{font-size:max(16px,1em)}
.mp-toasts{position:absolute;inset:40% 0 auto;display:flex;flex-flow:column;align-items:center;gap:8px;pointer-events:none;z-index:1000}
.mp-toast{max-width:80%;padding:10px 16px;border-radius:var(--mp-radius);background:#000c;color:#fff;font-size:14px;text-align:center}
.mp-body{padding:12px 16px 24px}
.mp-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.mp-muted{color:var(--mp-muted);font-size:13px}
`,
};
