/**
 * The theme as CSS values, shared by the kit's and the screens' sheets. Theme only through
 * these --mp-* custom properties: they cross the shadow boundary, nothing else does. The shell
 * sets their defaults on :host (app/styles.ts: the light palette; the dark one is set on the
 * container, docs/accessibility.md), and every sheet sits under it, so no fallback here.
 *
 * @example const css = `.mp-tag{color:${MUTED};border-radius:${RADIUS}}`;
 */
export const PRIMARY = 'var(--mp-primary)';
export const ON_PRIMARY = 'var(--mp-on-primary)';
export const DANGER = 'var(--mp-danger)';
export const TEXT = 'var(--mp-text)';
export const MUTED = 'var(--mp-muted)';
export const BG = 'var(--mp-bg)';
export const SURFACE = 'var(--mp-surface)';
export const BORDER = 'var(--mp-border)';
/** The stars of ratings (text: AA on the page and the surface). */
export const STAR = 'var(--mp-star)';
export const RADIUS = 'var(--mp-radius)';
export const FONT = 'var(--mp-font)';
