import { useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import { type ComponentChildren, useEffect, useState } from '../lib/preact';
import { buttonSheet } from './button';
import { Icon } from './icon';

/** The name of an icon of the lazy chunk ui/state-icons.ts. */
export type StateIcon = keyof typeof import('./state-icons');

let stateIcons: Record<string, string> | undefined;
let fetching: Promise<void> | undefined;

/** Fetches ui/state-icons once; after a failure (offline) the next state asks again. */
const fetchStateIcons = () =>
  (fetching ??= import('./state-icons').then(
    (icons) => {
      stateIcons = icons;
    },
    () => {
      fetching = undefined;
    },
  ));

/**
 * Loading, empty and error states: their icons (Lucide, in a tinted disc; browsers without
 * color-mix show the icon alone), a lazy chunk (ui/state-icons.ts) until a page passes its own
 * markup; the disc shows empty for the moment it takes. The layout (`.mp-state`) and the spinner are
 * the shell's (app/styles.ts), which the router's loading view shares; the retry is a
 * `.mp-btn`, so the button's sheet comes first.
 */
export const statesSheet: Sheet = {
  id: 'states',
  css: `
.mp-state__icon{display:flex;align-items:center;justify-content:center;width:72px;height:72px;border-radius:50%;color:var(--mp-primary);background:color-mix(in srgb,currentColor 10%,transparent)}
.mp-state__icon--error{color:var(--mp-danger)}
`,
};

const useStatesStyles = () => useStyles(buttonSheet, statesSheet);

/** The disc and its icon: ui/icons markup, or the name of a state icon, drawn once fetched. */
function StateGlyph({ icon, error }: { icon: string; error?: boolean }) {
  const svg = icon[0] === '<' ? icon : stateIcons?.[icon];
  const [, fetched] = useState(0);
  useEffect(() => {
    if (!svg) fetchStateIcons().then(() => fetched(1));
  }, [svg]);
  return (
    <span class={`mp-state__icon${error ? ' mp-state__icon--error' : ''}`}>
      {svg && <Icon svg={svg} size={36} />}
    </span>
  );
}

/**
 * A centred spinner with the "loading" text, announced politely.
 *
 * @example if (loading) return <Loading />;
 */
export function Loading({ label }: { label?: string }) {
  const t = useT();
  useStatesStyles();
  // the states' icons are fetched while the page waits for its data
  useEffect(() => void fetchStateIcons(), []);
  return (
    <div class="mp-state" role="status">
      <span class="mp-spin mp-spin--lg" aria-hidden="true" />
      <span class="mp-state__text">{label ?? t('common.loading')}</span>
    </div>
  );
}

/**
 * Shown when a list or a page has nothing to show, with an icon that says what is missing: an
 * inbox by default; the name of another state icon (`'logIn'` when the page needs a sign-in),
 * or the markup of one of ui/icons.
 *
 * @example <EmptyState icon="logIn" text={t('walletView.loggedOut')} />
 * @example <EmptyState icon={search} text={t('searchView.prompt')} />
 */
export function EmptyState({
  text,
  icon = 'inbox',
  children,
}: {
  text?: string;
  /** A {@link StateIcon} name, or SVG markup from ui/icons. */
  icon?: StateIcon | (string & {});
  children?: ComponentChildren;
}) {
  const t = useT();
  useStatesStyles();
  return (
    <div class="mp-state">
      <StateGlyph icon={icon} />
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
      <StateGlyph icon="circleAlert" error />
      <p class="mp-state__text">{message || t('common.error')}</p>
      {onRetry && (
        <button type="button" class="mp-btn mp-btn--default" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
