import type { Sheet } from '../../../app/sheets';
import { MUTED, PRIMARY, TEXT } from '../../../ui/theme';

/** deliverOrder: the guide's steps and the coupons to claim (the form draws itself: ui/order-form). */
export const sheet: Sheet = {
  id: 'deliverOrder',
  css: `
.mp-deliver__steps{margin:0 0 20px;padding:0 0 0 20px;color:${TEXT};line-height:1.5}
.mp-deliver__steps li{margin:0 0 8px}
.mp-deliver__offer{margin-bottom:12px}
.mp-deliver__title{margin:0 0 8px;font-size:15px}
.mp-deliver__coupons{margin:0;padding:0;list-style:none}
.mp-deliver__coupon{display:flex;align-items:center;gap:10px;padding:8px 0}
.mp-deliver__amount{flex:none;min-width:64px;color:${PRIMARY};font-size:18px}
.mp-deliver__cname{flex:1;min-width:0}
.mp-deliver__cname small,.mp-deliver__note,.mp-deliver__done{display:block;color:${MUTED};font-size:13px}
.mp-deliver__note{margin:4px 0 0}
.mp-deliver__retry{padding:0;border:0;background:none;color:${PRIMARY};font:inherit;cursor:pointer;text-decoration:underline}
`,
};
