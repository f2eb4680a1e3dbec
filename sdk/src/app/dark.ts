import type { Sheet } from './sheets';

/**
 * The dark palette (docs/accessibility.md has its contrast ratios), for `theme: 'dark'`, and for
 * `'auto'` while the system prefers dark. A chunk of its own, fetched by the mount (app/mount.ts)
 * unless the scheme is light, so light pages never pay for it; the shell's sheet already darkens
 * the background for the first frame. `color-scheme` darkens form controls and scroll bars.
 */
const DARK =
  'color-scheme:dark;--mp-primary:#5b9dff;--mp-on-primary:#0b1220;--mp-danger:#ff7b72;--mp-text:#e6e8eb;--mp-muted:#a0a7b4;--mp-bg:#0f1115;--mp-surface:#1a1d23;--mp-border:#30363d;--mp-star:#f5a623;--mp-warn-bg:#3a2a12;--mp-warn-text:#ffd29a;--mp-bad-bg:#3f1d1a;--mp-bad-text:#ffb4ab;--mp-ok-bg:#10291c;--mp-ok-text:#8ee0b0;--mp-info-bg:#13253f;--mp-info-text:#a8c8ff';

export const darkSheet: Sheet = {
  id: 'dark',
  css: `:host([data-mp-theme=dark]){${DARK}}
@media (prefers-color-scheme:dark){:host([data-mp-theme=auto]){${DARK}}}`,
};
