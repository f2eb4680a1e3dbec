import { useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import type { ComponentChildren } from '../lib/preact';
import { buttonSheet } from './button';
import { BORDER, DANGER } from './theme';

/**
 * Loading, empty and error states: their icons. The layout (`.mp-state`) and the spinner are
 * the shell's (app/styles.ts), which the router's loading view shares; the retry is a
 * `.mp-btn`, so the button's sheet comes first.
 */
export const statesSheet: Sheet = {
  id: 'states',
  css: `
.mp-state__icon{width:48px;height:48px;border-radius:50%;background:${BORDER}}
.mp-state__icon--error{background:${DANGER};opacity:.2}
`,
};

const useStatesStyles = () => useStyles(buttonSheet, statesSheet);

/**
 * A centred spinner with the "loading" text, announced politely.
 *
 * @example if (loading) return <Loading />;
 */
export function Loading({ label }: { label?: string }) {
  const t = useT();
  useStatesStyles();
  return (
    <div class="mp-state" role="status">
      <span class="mp-spin mp-spin--lg" aria-hidden="true" />
      <span class="mp-state__text">{label ?? t('common.loading')}</span>
    </div>
  );
}

/**
 * Shown when a list or a page has nothing to show.
 *
 * @example <EmptyState text={t('common.empty')} />
 */
export function EmptyState({ text, children }: { text?: string; children?: ComponentChildren }) {
  const t = useT();
  useStatesStyles();
  return (
    <div class="mp-state">
      <span class="mp-state__icon" aria-hidden="true" />
      <p class="mp-state__text">{text ?? t('common.empty')}</p>
      {children}
    </div>
  );
}

/**
 * An error message with a retry button.
 *
 * @example <ErrorState message={error} onRetry={reload} />
 */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const t = useT();
  useStatesStyles();
  return (
    <div class="mp-state" role="alert">
      <span class="mp-state__icon mp-state__icon--error" aria-hidden="true" />
      <p class="mp-state__text">{message || t('common.error')}</p>
      {onRetry && (
        <button type="button" class="mp-btn mp-btn--default" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
