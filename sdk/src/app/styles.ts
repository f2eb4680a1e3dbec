import type { Sheet } from './sheets';

/**
 * The shell's CSS, the first sheet the mount adds: the host, the app frame, the offline
 * banner, the focus ring, and the page every screen draws (`.mp-page`, `.mp-state`): the
 * router's loading and retry views are pages too, and they ship in the core. What only pages
 * need (`.mp-body`, `.mp-muted`, `.mp-sr-only`, form controls, toasts) comes with the first
 * page (app/page-base.ts). The kit and the screens add their own sheets after both
 * (useStyles). Theme only through --mp-* custom properties (ui/theme.ts): they cross the
 * shadow boundary; nothing else does either way.
 * Inherited properties do cross it, and :host loses to a host page's !important, so .mp-app
 * resets them all (all:initial). This sheet sets the --mp-* defaults on :host, so it uses them
 * bare, without the fallbacks of ui/theme.ts (`all:initial` leaves custom properties alone);
 * pages inherit the frame's font, colour and line height.
 * Colour scheme: the host element carries `data-mp-theme="light|dark|auto"` (app/mount.ts). Here
 * only the dark background, so the first frame is dark; the rest of the dark set is a lazy sheet
 * (app/dark.ts) the mount fetches unless the scheme is light. --mp-* the host page sets on the
 * element win over both (outer styles beat :host), and so do themeTokens, inline on the container.
 */
export const shellSheet: Sheet = {
  id: 'shell',
  css: `
:host{all:initial;display:block;position:relative;height:100%;
--mp-primary:#0958d9;--mp-on-primary:#fff;--mp-danger:#c4281c;--mp-text:#1f2329;--mp-muted:#5f6673;
--mp-bg:#f5f6f8;--mp-surface:#fff;--mp-border:#e5e7eb;--mp-star:#9a5700;--mp-radius:8px;
--mp-font:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;
font-family:var(--mp-font);color:var(--mp-text);-webkit-text-size-adjust:100%}
:host([data-mp-theme=dark]){color-scheme:dark;--mp-bg:#0f1115}
@media (prefers-color-scheme:dark){:host([data-mp-theme=auto]){color-scheme:dark;--mp-bg:#0f1115}}
*,::before,::after{box-sizing:border-box}
[hidden]{display:none!important}
:focus-visible,.mp-page :focus-visible{outline:2px solid var(--mp-primary);outline-offset:2px}
button{font:inherit;color:inherit;cursor:pointer}
.mp-app{all:initial;color-scheme:inherit;font:16px/1.5 var(--mp-font);color:var(--mp-text);position:relative;display:flex;flex-flow:column;height:100%;max-width:480px;margin:0 auto;background:var(--mp-bg);overflow:hidden}
.mp-stack{position:relative;flex:1;min-height:0}
.mp-stack-page{height:100%;overflow-y:auto;overscroll-behavior:contain}
.mp-offline{padding:8px 16px;background:var(--mp-danger);color:var(--mp-on-primary);font-size:14px;text-align:center}
.mp-retry{display:block;width:100%;min-height:60vh;border:0}
.mp-page{min-height:100%;background:var(--mp-bg);font-size:15px}
.mp-state{display:flex;flex-flow:column;align-items:center;gap:12px;padding:48px 24px;text-align:center;color:var(--mp-muted)}
.mp-state__text{margin:0}
.mp-spin{display:inline-block;width:16px;height:16px;border:2px solid;border-right-color:transparent;border-radius:50%;animation:mp-spin .8s linear infinite}
.mp-spin--lg{width:28px;height:28px;color:var(--mp-primary)}
@keyframes mp-spin{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.mp-spin{animation-duration:2.4s}}
`,
};
