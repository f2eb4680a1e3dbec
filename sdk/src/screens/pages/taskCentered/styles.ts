import type { Sheet } from '../../../app/sheets';

/** Search box, entry links, category chips and the Filters badge, on the kit's buttons (the panel has its own sheet). */
export const sheet: Sheet = {
  id: 'taskCentered',
  css: `
.mp-hall__search,.mp-hall__links,.mp-hall__chips{display:flex;gap:8px;margin:0 0 10px}
.mp-hall__search input{flex:1;min-width:0;min-height:44px;padding:0 12px;border:1px solid var(--mp-border);border-radius:var(--mp-radius);background:var(--mp-surface);color:var(--mp-text);font-family:inherit}
.mp-hall__links .mp-btn{flex:1;color:var(--mp-primary);font-weight:600}
.mp-hall__chips{min-width:0;margin:0 -16px 10px;padding:0 16px;border:0;overflow-x:auto;scrollbar-width:none}
.mp-hall__chip{flex:none;min-height:32px;border-radius:16px;white-space:nowrap}
.mp-hall__badge{padding:0 6px;border-radius:9px;background:var(--mp-primary);color:var(--mp-on-primary);font-size:12px}
`,
};
