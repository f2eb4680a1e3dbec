import type { Sheet } from '../../../app/sheets';
import { BORDER, DANGER, MUTED, Note, PRIMARY, RADIUS, SURFACE } from '../../../ui/theme';

/** The ID card sides, the certificates and their states. */
export const sheet: Sheet = {
  id: 'certificationView',
  css: `
.mp-cert__heading{margin:18px 0 10px;font-size:16px}
.mp-cert__verified{padding:12px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:${PRIMARY}}
.mp-cert__warn{margin:0 0 12px;padding:10px 12px;border-radius:${RADIUS};background:${Note.WarnBg};color:${Note.WarnText};font-size:14px}
.mp-cert__sides{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:10px 0 14px}
.mp-cert__side .mp-pick{display:flex}
.mp-cert__shot{display:flex;flex:1;align-items:center;justify-content:center;min-height:72px;padding:8px;border:1px dashed ${BORDER};border-radius:${RADIUS};color:${MUTED};font-size:14px;text-align:center}
.mp-cert__list{margin:0;padding:0;list-style:none}
.mp-cert__item{display:flex;gap:10px;padding:10px 0;border-bottom:1px solid ${BORDER}}
.mp-cert__item img{width:56px;height:56px;border-radius:${RADIUS};object-fit:cover}
.mp-cert__item p{margin:4px 0 0;font-size:13px}
.mp-cert__status{display:inline-block;margin-left:8px;padding:1px 6px;border-radius:${RADIUS};font-size:12px;background:${SURFACE};color:${MUTED}}
.mp-cert__status--approved{color:${PRIMARY}}
.mp-cert__status--rejected{color:${DANGER}}
.mp-cert__add .mp-pick{display:flex;margin-bottom:12px}
.mp-cert__select{display:flex;flex-direction:column;gap:4px;margin-bottom:12px;font-size:14px}
.mp-cert__select select{min-height:44px;padding:0 8px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:inherit}
`,
};
