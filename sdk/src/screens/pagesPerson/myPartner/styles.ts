import type { Sheet } from '../../../app/sheets';
import { MUTED } from '../../../ui/theme';

/** The headings above my inviter and above the partners. */
export const sheet: Sheet = {
  id: 'myPartner',
  css: `
.mp-partner__heading{margin:16px 16px 8px;font-size:14px;font-weight:600;color:${MUTED}}
`,
};
