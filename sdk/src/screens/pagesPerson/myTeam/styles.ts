import type { Sheet } from '../../../app/sheets';
import { MUTED, RADIUS, SURFACE } from '../../../ui/theme';

/** The invitation card (code, link, copy) and the team's summary line. */
export const sheet: Sheet = {
  id: 'myTeam',
  css: `
.mp-invite{display:flex;flex-direction:column;align-items:center;gap:8px;margin:12px;padding:16px;background:${SURFACE};border-radius:${RADIUS};text-align:center}
.mp-invite__title{margin:0;font-size:17px}
.mp-invite__code{width:200px;height:200px;image-rendering:pixelated}
.mp-invite__link{margin:0;font-size:12px;color:${MUTED};word-break:break-all}
.mp-team__summary{margin:12px 16px 8px;color:${MUTED};font-size:14px}
.mp-team__more{display:flex;justify-content:center;padding:16px}
`,
};
