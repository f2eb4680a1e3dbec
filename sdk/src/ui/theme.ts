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
/**
 * Notes and tags on a fill of their own: a warning, a refusal, something done, something under
 * way. An enum, which the build writes into each sheet that uses it (the constants above are
 * read from this module's chunk, which nearly every screen loads; these few sheets alone need
 * these). Their light colours are the fallbacks here, so the core's defaults do not grow; the
 * dark sheet (app/dark.ts) sets the dark ones. Contrast in docs/accessibility.md.
 */
export enum Note {
  WarnBg = 'var(--mp-warn-bg,#fff4e5)',
  WarnText = 'var(--mp-warn-text,#8a4b00)',
  BadBg = 'var(--mp-bad-bg,#fdecea)',
  BadText = 'var(--mp-bad-text,#b42318)',
  OkBg = 'var(--mp-ok-bg,#ecfdf3)',
  OkText = 'var(--mp-ok-text,#067647)',
  InfoBg = 'var(--mp-info-bg,#e3f2fd)',
  InfoText = 'var(--mp-info-text,#0d47a1)',
}
