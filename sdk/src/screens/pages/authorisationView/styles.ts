import type { Sheet } from '../../../app/sheets';
import { PRIMARY } from '../../../ui/theme';

/** The WeChat sign-in page: a mark, a heading, the reason and the buttons. */
export const sheet: Sheet = {
  id: 'authorisationView',
  css: `
.mp-auth{display:flex;flex-direction:column;align-items:center;text-align:center;padding:32px 16px;gap:8px}
.mp-auth__mark{width:56px;height:56px;border-radius:50%;background:${PRIMARY};opacity:.85}
.mp-auth__title{margin:8px 0 0;font-size:18px}
.mp-auth__actions{display:flex;flex-direction:column;gap:12px;width:100%;max-width:320px;margin:16px auto 0}
`,
};
