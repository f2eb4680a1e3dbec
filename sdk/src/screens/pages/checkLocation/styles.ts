import type { Sheet } from '../../../app/sheets';

/** The map fills the page above the place's name, its distance and the way out to a maps app. */
export const sheet: Sheet = {
  id: 'checkLocation',
  css: `
.mp-cl{display:flex;flex-direction:column;height:100%}
.mp-cl .mp-map{flex:1}
.mp-cl__title{margin:0 0 2px;font-size:17px;word-break:break-word}
.mp-cl__far{margin:8px 0 16px}
.mp-cl__links{display:flex;flex-direction:column;gap:10px}
.mp-cl__links a{text-decoration:none}
`,
};
