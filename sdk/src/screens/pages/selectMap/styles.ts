import type { Sheet } from '../../../app/sheets';

/** The picker fills the page: search on top, the map in the middle, the point and the action below. */
export const sheet: Sheet = {
  id: 'selectMap',
  css: `
.mp-sm{display:flex;flex-direction:column;height:100%}
.mp-sm .mp-map{flex:1}
.mp-sm__search{padding:8px 16px 0}
.mp-sm__search .mp-field{margin:0 0 8px}
.mp-sm__panel{padding-top:8px}
.mp-sm__panel>.mp-muted{margin:0 0 6px}
.mp-sm__point{margin:0 0 8px;font-variant-numeric:tabular-nums;word-break:break-word}
.mp-sm__coords{display:flex;align-items:flex-start;gap:8px}
.mp-sm__coords .mp-field{flex:1;min-width:0}
.mp-sm__coords>.mp-btn{margin-top:28px;flex:none}
.mp-sm__panel>.mp-link{display:block;margin:0 0 8px;padding:4px 0}
`,
};
