import type { Sheet } from '../../../app/sheets';
import { SURFACE } from '../../../ui/theme';

/** A full-height page whose frame takes the room under the nav bar. */
export const sheet: Sheet = {
  id: 'webView',
  css: `
.mp-page--full{display:flex;flex-direction:column;height:100%}
.mp-frame{display:block;flex:1;width:100%;min-height:60vh;border:0;background:${SURFACE}}
`,
};
