/**
 * The theme as CSS values, shared by the kit's and the screens' sheets. Theme only through
 * these --mp-* custom properties: they cross the shadow boundary, nothing else does. The shell
 * sets their defaults on :host (app/styles.ts); the fallbacks here are the same values (the light
 * palette; the dark one is set on the container, docs/accessibility.md).
 *
 * @example const css = `.mp-tag{color:${MUTED};border-radius:${RADIUS}}`;
 */
export const PRIMARY = 'var(--mp-primary,#0958d9)';
export const ON_PRIMARY = 'var(--mp-on-primary,#fff)';
export const DANGER = 'var(--mp-danger,#c4281c)';
export const TEXT = 'var(--mp-text,#1f2329)';
export const MUTED = 'var(--mp-muted,#5f6673)';
export const BG = 'var(--mp-bg,#f5f6f8)';
export const SURFACE = 'var(--mp-surface,#fff)';
export const BORDER = 'var(--mp-border,#e5e7eb)';
/** The stars of ratings (text: AA on the page and the surface). */
export const STAR = 'var(--mp-star,#9a5700)';
export const RADIUS = 'var(--mp-radius,8px)';
export const FONT = 'var(--mp-font,system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif)';
