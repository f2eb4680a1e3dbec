import type { Sheet } from '../../../app/sheets';
import { PRIMARY } from '../../../ui/theme';

export const sheet: Sheet = {
  id: 'businessList',
  css: `
.mp-bl__tag{display:inline-block;margin-top:6px;color:${PRIMARY};font-size:13px;font-weight:600}
.mp-bl__form{margin-top:8px}
`,
};
