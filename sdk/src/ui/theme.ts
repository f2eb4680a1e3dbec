/**
 * The theme as CSS values, shared by the kit's and the screens' sheets. Theme only through
 * these --mp-* custom properties: they cross the shadow boundary, nothing else does. The shell
 * sets their defaults on :host (app/styles.ts); the fallbacks here are the same values.
 *
 * @example const css = `.mp-tag{color:${MUTED};border-radius:${RADIUS}}`;
 */
export const PRIMARY = 'var(--mp-primary,#1677ff)';
export const ON_PRIMARY = 'var(--mp-on-primary,#fff)';
export const DANGER = 'var(--mp-danger,#d92d20)';
export const TEXT = 'var(--mp-text,#1f2329)';
export const MUTED = 'var(--mp-muted,#6b7280)';
export const BG = 'var(--mp-bg,#f5f6f8)';
export const SURFACE = 'var(--mp-surface,#fff)';
export const BORDER = 'var(--mp-border,#e5e7eb)';
export const RADIUS = 'var(--mp-radius,8px)';
export const FONT = 'var(--mp-font,system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif)';
