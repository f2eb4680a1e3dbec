import type { Sheet } from '../../../app/sheets';
import { BORDER, DANGER, PRIMARY, RADIUS, SURFACE } from '../../../ui/theme';

/** The map point's cell sits in the form like a field; the default switch. */
export const sheet: Sheet = {
  id: 'editAddress',
  css: `
.mp-body>.mp-group{margin:0 0 14px}
.mp-ea__err{margin:-8px 0 14px}
.mp-ea__bad{outline:1px solid ${DANGER};outline-offset:-1px}
.mp-switch{display:flex;align-items:center;gap:12px;margin:4px 0 20px;padding:12px 16px;background:${SURFACE};border-radius:${RADIUS}}
.mp-switch__text{flex:1}
.mp-switch__hint{margin:-12px 0 20px;padding:0 16px}
.mp-switch input{appearance:none;-webkit-appearance:none;position:relative;flex:none;width:48px;height:28px;margin:0;border-radius:14px;background:${BORDER};cursor:pointer;transition:background .2s}
.mp-switch input::after{content:"";position:absolute;left:2px;top:2px;width:24px;height:24px;border-radius:50%;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.3);transition:left .2s}
.mp-switch input:checked{background:${PRIMARY}}
.mp-switch input:checked::after{left:22px}
.mp-switch input:disabled{opacity:.6;cursor:not-allowed}
`,
};
