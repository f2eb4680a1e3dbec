import type { Sheet } from '../../../app/sheets';
import { BORDER, SURFACE } from '../../../ui/theme';

/** The article, its threads (replies indented) and the comment box. */
export const sheet: Sheet = {
  id: 'communityDetail',
  css: `
.mp-cd__article{margin:0 0 12px;padding:12px;background:${SURFACE};border-radius:8px}
.mp-cd__title{margin:0 0 6px;font-size:18px;overflow-wrap:anywhere}
.mp-cd__heading{margin:12px 0 8px;font-size:15px}
.mp-cd__thread{padding:10px 0;border-bottom:1px solid ${BORDER}}
.mp-cd__comment{margin:0}
.mp-cd__reply{margin:8px 0 0 16px;padding-left:10px;border-left:2px solid ${BORDER}}
.mp-cd__composer{margin-top:12px}
`,
};
