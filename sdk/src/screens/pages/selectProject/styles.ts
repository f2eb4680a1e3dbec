import type { Sheet } from '../../../app/sheets';
import { MUTED } from '../../../ui/theme';

/** selectProject: the filter box and the group headings (cells and groups are the kit's). */
export const sheet: Sheet = {
  id: 'selectProject',
  css: `
.mp-proj__search{display:block;margin:0 0 4px}
.mp-proj__head{margin:16px 4px 0;font-size:13px;font-weight:600;color:${MUTED}}
`,
};
