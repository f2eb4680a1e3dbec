import type { Sheet } from '../../../app/sheets';
import { BG, DANGER, MUTED, Note, ON_PRIMARY, PRIMARY, RADIUS, SURFACE } from '../../../ui/theme';

/** The profile card with its avatar, and the real-name status tag. */
export const sheet: Sheet = {
  id: 'personCenter',
  css: `
.mp-profile{display:flex;align-items:center;gap:14px;padding:20px 16px;background:${SURFACE};border-radius:${RADIUS}}
.mp-profile__name{margin:0;font-size:18px;font-weight:600}
.mp-profile__meta{margin:2px 0 0;color:${MUTED};font-size:14px}
.mp-avatar{display:flex;align-items:center;justify-content:center;flex:none;width:64px;height:64px;border-radius:50%;background:${PRIMARY};color:${ON_PRIMARY};font-size:24px;font-weight:600;object-fit:cover;overflow:hidden}
.mp-tag{display:inline-block;padding:0 8px;border-radius:10px;background:${BG};font-size:12px;color:${MUTED}}
.mp-tag--ok{color:${Note.OkText};background:${Note.OkBg}}
.mp-tag--new{color:${ON_PRIMARY};background:${DANGER}}
.mp-tag--badge{color:${ON_PRIMARY};background:${DANGER}}
`,
};
