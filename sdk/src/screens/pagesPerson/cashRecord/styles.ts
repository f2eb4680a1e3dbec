import type { Sheet } from '../../../app/sheets';

/** The sandbox's confirmation link drawn as a button. */
export const sheet: Sheet = {
  id: 'cashRecord',
  css: `
a.mp-btn{text-decoration:none;box-sizing:border-box;text-align:center}
`,
};
