import type { Sheet } from '../../../app/sheets';
import { BORDER, MUTED, ON_PRIMARY, PRIMARY, RADIUS } from '../../../ui/theme';

/** The talent's head, facts, introduction, badges and album. */
export const sheet: Sheet = {
  id: 'talentInformation',
  css: `
.mp-talent__head{display:flex;align-items:center;gap:12px;margin:0 0 12px}
.mp-talent__head .mp-eval__face{width:56px;height:56px;font-size:20px}
.mp-talent__who{min-width:0}
.mp-talent__name{margin:0;font-size:18px}
.mp-talent__facts{display:flex;flex-wrap:wrap;align-items:center;gap:6px;margin:4px 0 0;color:${MUTED};font-size:13px}
.mp-talent__tag{padding:1px 6px;border:1px solid ${PRIMARY};border-radius:${RADIUS};color:${PRIMARY}}
.mp-talent__list{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 12px}
.mp-talent__list dt{color:${MUTED}}
.mp-talent__list dd{margin:0}
.mp-talent__intro{margin:0 0 12px;line-height:1.5;white-space:pre-wrap;overflow-wrap:anywhere}
.mp-talent__badges{display:flex;flex-wrap:wrap;gap:6px;margin:0 0 12px;padding:0;list-style:none}
.mp-talent__badge{padding:2px 8px;border-radius:${RADIUS};background:${PRIMARY};color:${ON_PRIMARY};font-size:12px}
.mp-talent__album{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin:0 0 12px;padding:0;list-style:none}
.mp-talent__album img{display:block;width:100%;aspect-ratio:1;border-radius:${RADIUS};object-fit:cover}
.mp-talent__section{margin:16px 0 8px;padding:8px 0 0;border-top:1px solid ${BORDER};font-size:15px}
`,
};
