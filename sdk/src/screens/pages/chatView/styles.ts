import type { Sheet } from '../../../app/sheets';
import { BORDER, DANGER, MUTED, ON_PRIMARY, PRIMARY, RADIUS, SURFACE } from '../../../ui/theme';

/**
 * The chat: a column whose message list scrolls between the nav bar and the composer; bubbles
 * (mine on the right in the primary colour), cards, system lines, and the sending states.
 */
export const sheet: Sheet = {
  id: 'chatView',
  css: `
.mp-chat{display:flex;flex-direction:column;height:100%}
.mp-chat__list{flex:1;min-height:0;overflow-y:auto;padding:8px 12px 16px;overscroll-behavior:contain}
.mp-chat__top,.mp-chat__time{margin:8px 0;text-align:center;color:${MUTED};font-size:12px}
.mp-msg{display:flex;align-items:flex-start;gap:8px;margin:10px 0}
.mp-msg--mine{flex-direction:row-reverse}
.mp-msg__face{display:flex;flex:none;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;background:${PRIMARY};color:${ON_PRIMARY};font-size:14px;font-weight:600;overflow:hidden}
.mp-msg__face img{width:100%;height:100%;object-fit:cover}
.mp-msg__col{display:flex;flex-direction:column;align-items:flex-start;max-width:72%;min-width:0}
.mp-msg--mine .mp-msg__col{align-items:flex-end}
.mp-msg__bubble{padding:8px 12px;border-radius:${RADIUS};background:${SURFACE};overflow-wrap:anywhere;-webkit-user-select:none;user-select:none;-webkit-touch-callout:none}
.mp-msg--mine .mp-msg__bubble{background:${PRIMARY};color:${ON_PRIMARY}}
.mp-msg--mine .mp-msg__bubble .mp-link{color:inherit}
.mp-msg__text{margin:0;white-space:pre-wrap}
.mp-msg__bubble--bare{padding:0;background:none!important}
.mp-msg__blank{display:block;width:232px;height:78px;border-radius:${RADIUS};background:${BORDER}}
.mp-msg__pic{display:block;max-width:100%;max-height:240px;border-radius:${RADIUS}}
.mp-msg__state{display:flex;align-items:center;gap:6px;margin-top:2px;color:${MUTED};font-size:12px}
.mp-msg__state--failed{color:${DANGER}}
.mp-msg__progress{width:72px;height:4px;accent-color:${PRIMARY}}
.mp-composer{display:flex;align-items:flex-end;gap:8px;padding:8px 12px calc(8px + env(safe-area-inset-bottom));border-top:1px solid ${BORDER};background:${SURFACE}}
.mp-composer__order{width:20px;height:24px;border:2px solid ${MUTED};border-radius:3px;background:linear-gradient(${MUTED},${MUTED}) 50% 6px/10px 2px no-repeat,linear-gradient(${MUTED},${MUTED}) 50% 12px/10px 2px no-repeat}
.mp-composer__tool{flex:none;display:flex;align-items:center;justify-content:center;width:36px;height:44px;padding:0;border:0;background:none;cursor:pointer}
.mp-composer__plus{width:24px;height:24px;border:2px solid ${MUTED};border-radius:50%;background:linear-gradient(${MUTED},${MUTED}) center/12px 2px no-repeat,linear-gradient(${MUTED},${MUTED}) center/2px 12px no-repeat}
.mp-composer__input{flex:1;min-width:0;min-height:44px;max-height:120px;padding:10px 12px;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:inherit;font:inherit;resize:none}
.mp-composer__send{flex:none}
.mp-composer__error{margin:0;padding:6px 12px;background:${SURFACE};color:${DANGER};font-size:13px}
.mp-chat__menu{display:flex;flex-direction:column;gap:10px}
`,
};
