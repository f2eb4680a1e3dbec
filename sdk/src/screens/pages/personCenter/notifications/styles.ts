import type { Sheet } from '../../../../app/sheets';
import { BORDER, MUTED, PRIMARY } from '../../../../ui/theme';

/** One switch per kind of notification. */
export const notificationsSheet: Sheet = {
  id: 'personCenter.notifications',
  css: `
.mp-notify{margin:0;padding:0 16px 16px;list-style:none}
.mp-notify label{display:flex;align-items:center;gap:12px;padding:10px 0;border-bottom:1px solid ${BORDER}}
.mp-notify span{flex:1}
.mp-notify small{display:block;color:${MUTED};font-size:12px}
.mp-notify input{appearance:none;-webkit-appearance:none;position:relative;flex:none;width:44px;height:26px;margin:0;border-radius:13px;background:${BORDER};cursor:pointer}
.mp-notify input::after{content:"";position:absolute;left:2px;top:2px;width:22px;height:22px;border-radius:50%;background:#fff;transition:left .2s}
.mp-notify input:checked{background:${PRIMARY}}
.mp-notify input:checked::after{left:20px}
`,
};
