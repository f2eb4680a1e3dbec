import type { Sheet } from '../../../app/sheets';

/** The product's name, description and version above the agreements. */
export const sheet: Sheet = {
  id: 'aboutUs',
  css: `
.mp-hero{padding:24px 16px;text-align:center}
.mp-hero h2{margin:0 0 8px;font-size:20px}
.mp-hero p{margin:0 0 6px}
`,
};
