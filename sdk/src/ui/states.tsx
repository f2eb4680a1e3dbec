import { useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import type { ComponentChildren } from '../lib/preact';
import { buttonSheet } from './button';
import { Icon } from './icon';
import circleAlert from './icons/circle-alert';
import inbox from './icons/inbox';
import { DANGER, PRIMARY } from './theme';

/**
 * Loading, empty and error states: their icons (Lucide, in a tinted disc; browsers without
 * color-mix show the icon alone). The layout (`.mp-state`) and the spinner are
 * the shell's (app/styles.ts), which the router's loading view shares; the retry is a
 * `.mp-btn`, so the button's sheet comes first.
 */
export const statesSheet: Sheet = {
  id: 'states',
  css: `
.mp-state__icon{display:flex;align-items:center;justify-content:center;width:72px;height:72px;border-radius:50%;color:${PRIMARY};background:color-mix(in srgb,currentColor 10%,transparent)}
.mp-state__icon--error{color:${DANGER}}
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
 * Shown when a list or a page has nothing to show, with an icon that says what is missing
 * (an inbox by default; pass one of ui/icons, e.g. `logIn` when the page needs a sign-in).
 *
 * @example <EmptyState icon={search} text={t('searchView.prompt')} />
 */
export function EmptyState({
  text,
  icon = inbox,
  children,
}: {
  text?: string;
  icon?: string;
  children?: ComponentChildren;
}) {
  const t = useT();
  useStatesStyles();
  return (
    <div class="mp-state">
      <span class="mp-state__icon">
        <Icon svg={icon} size={36} />
      </span>
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
      <span class="mp-state__icon mp-state__icon--error">
        <Icon svg={circleAlert} size={36} />
      </span>
      <p class="mp-state__text">{message || t('common.error')}</p>
      {onRetry && (
        <button type="button" class="mp-btn mp-btn--default" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
