import type { Sheet } from '../../../app/sheets';
import { BORDER, DANGER, MUTED, PRIMARY, RADIUS, SURFACE, TEXT } from '../../../ui/theme';

/** The balances card, the tabs and the income rows. */
export const sheet: Sheet = {
  id: 'walletView',
  css: `
.mp-wallet{margin:12px 0;padding:16px;background:${SURFACE};border-radius:${RADIUS}}
.mp-wallet__label{margin:0;color:${MUTED};font-size:14px}
.mp-wallet__available{margin:4px 0 12px;color:${TEXT};font-size:30px;font-weight:700}
.mp-wallet__buckets{display:flex;gap:8px;margin:0}
.mp-wallet__buckets div{flex:1}
.mp-wallet__buckets dt{color:${MUTED};font-size:13px}
.mp-wallet__buckets dd{margin:2px 0 0;font-weight:600}
.mp-wallet__hint{margin:12px 0;color:${MUTED};font-size:13px}
.mp-wallet__actions{display:flex;gap:8px}
.mp-wallet__actions .mp-btn{flex:1}
.mp-wallet__tabs{display:flex;margin:12px 0 0;background:${SURFACE};border-radius:${RADIUS} ${RADIUS} 0 0;border-bottom:1px solid ${BORDER}}
.mp-wallet__tab{flex:1;padding:12px;border:0;border-bottom:2px solid transparent;background:none;color:${MUTED};font:inherit;cursor:pointer}
.mp-wallet__tab--on{border-bottom-color:${PRIMARY};color:${PRIMARY};font-weight:600}
.mp-income{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;padding:12px 16px;background:${SURFACE};border-bottom:1px solid ${BORDER}}
.mp-income__title{flex:1;margin:0;font-size:15px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.mp-income__amount{font-weight:600;color:${PRIMARY}}
.mp-income__amount--out{color:${DANGER}}
.mp-income__meta{flex-basis:100%;margin:0;color:${MUTED};font-size:13px}
`,
};
