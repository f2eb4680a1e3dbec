import type { Sheet } from '../../../app/sheets';
import { RADIUS, SURFACE } from '../../../ui/theme';

/** The agreement or contract text, as an article card. */
export const sheet: Sheet = {
  id: 'aboutContract',
  css: `
.mp-article{padding:16px;background:${SURFACE};border-radius:${RADIUS};word-break:break-word}
.mp-article h2{margin:0 0 4px;font-size:18px}
.mp-article p{margin:0 0 12px}
`,
};
