import type { Sheet } from '../../../app/sheets';
import { BORDER, MUTED, PRIMARY, RADIUS, SURFACE } from '../../../ui/theme';

/**
 * The agreement checkbox and the captcha image. `.mp-check .mp-link` outranks the kit's
 * `.mp-link` by specificity, so the order of the sheets does not matter.
 */
export const sheet: Sheet = {
  id: 'loginView',
  css: `
.mp-check{display:flex;align-items:flex-start;gap:8px;margin:4px 0 16px;font-size:14px;color:${MUTED}}
.mp-check .mp-link{padding:0 2px}
.mp-check input{width:20px;height:20px;margin:0;flex:none;accent-color:${PRIMARY}}
.mp-captcha{flex:none;width:112px;height:44px;padding:0;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};overflow:hidden;cursor:pointer}
.mp-captcha img{display:block;width:100%;height:100%;object-fit:contain}
`,
};
