import type { Sheet } from '../../../app/sheets';
import { BORDER, Note, ON_PRIMARY, PRIMARY, RADIUS, SURFACE } from '../../../ui/theme';

export const sheet: Sheet = {
  id: 'realName',
  css: `
.mp-realname__warn{margin:0 0 14px;padding:10px 12px;border-radius:${RADIUS};background:${Note.WarnBg};color:${Note.WarnText};font-size:14px}
.mp-realname__privacy{margin-top:14px;font-size:13px}
.mp-verified{padding:24px 16px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};text-align:center}
.mp-verified__mark{display:inline-flex;width:48px;height:48px;align-items:center;justify-content:center;border-radius:50%;background:${PRIMARY};color:${ON_PRIMARY};font-size:26px}
.mp-verified h2{margin:12px 0 16px;font-size:18px}
.mp-verified dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0;text-align:left}
.mp-verified dt{color:inherit;opacity:.7}
.mp-verified dd{margin:0;font-variant-numeric:tabular-nums}
`,
};
