import type { Sheet } from '../../app/sheets';
import { BORDER, DANGER, MUTED, Note, ON_PRIMARY, PRIMARY, RADIUS, SURFACE } from '../theme';

/** The community's shared pieces: cards, texts with links, photos, notes, badges. */
export const communitySheet: Sheet = {
  id: 'community',
  css: `
.mp-cm-card{display:block;width:100%;margin:0 0 10px;padding:12px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};text-align:left;font:inherit;color:inherit;cursor:pointer}
.mp-cm-card__title{display:block;margin:0 0 6px;font-size:16px;font-weight:600;overflow-wrap:anywhere}
.mp-cm-card__meta{display:block;margin:6px 0 0;color:${MUTED};font-size:13px}
.mp-cm-text{display:block;margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.mp-cm-text .mp-link{padding:0;overflow-wrap:anywhere;text-align:left}
.mp-cm-pics{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin:8px 0;padding:0;list-style:none}
.mp-cm-pics img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:${RADIUS};background:${BORDER}}
.mp-cm-photo{position:relative}
.mp-cm-photo progress{position:absolute;left:4px;bottom:4px;width:calc(100% - 8px);height:6px;accent-color:${PRIMARY}}
.mp-cm-photo__remove{position:absolute;top:2px;right:2px;width:28px;height:28px;border:0;border-radius:50%;background:rgba(0,0,0,.55);color:#fff;cursor:pointer}
.mp-cm-photo__state{position:absolute;left:4px;top:4px;padding:2px 4px;border-radius:4px;background:rgba(0,0,0,.55);color:#fff;font-size:12px}
.mp-cm-add{display:flex;align-items:center;justify-content:center;width:100%;aspect-ratio:1;border:1px dashed ${BORDER};border-radius:${RADIUS};color:${MUTED};font-size:28px}
.mp-cm-note{margin:0 0 10px;padding:10px 12px;border-radius:${RADIUS};background:${Note.WarnBg};color:${Note.WarnText};font-size:14px}
.mp-cm-note--bad{background:${Note.BadBg};color:${Note.BadText}}
.mp-cm-badge{display:inline-block;min-width:18px;margin-left:6px;padding:0 5px;border-radius:9px;background:${DANGER};color:${ON_PRIMARY};font-size:12px;line-height:18px;text-align:center}
.mp-cm-chips{display:flex;gap:8px;min-width:0;border:0;margin:0 0 10px;scrollbar-width:none;overflow-x:auto;padding:2px 0}
.mp-cm-chip{flex:none;min-height:36px;padding:6px 12px;border:1px solid ${BORDER};border-radius:18px;background:${SURFACE};font:inherit;font-size:14px;cursor:pointer}
.mp-cm-chip[aria-pressed=true]{border-color:${PRIMARY};background:${PRIMARY};color:${ON_PRIMARY}}
fieldset.mp-field{min-width:0;padding:0;border:0}
.mp-cm-row{display:flex;align-items:center;justify-content:space-between;gap:8px}
.mp-cm-report{display:grid;gap:8px;min-width:0;margin:0;border:0;padding:4px 0}
`,
};
