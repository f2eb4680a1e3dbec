import { useRoute, useRouter, useT } from '../app/context';
import type { ComponentChildren } from '../lib/preact';
import { useStore } from '../lib/use-store';

export interface NavBarProps {
  title: string;
  /** Force the back button on or off; by default it shows on every page but the bottom one. */
  back?: boolean;
  /** Actions at the end of the bar. */
  right?: ComponentChildren;
}

/**
 * The navigation bar every page draws for itself.
 *
 * @example <NavBar title={t('aboutUs.title')} right={<button ...>} />
 */
export function NavBar({ title, back, right }: NavBarProps) {
  const router = useRouter();
  const route = useRoute();
  const stack = useStore(router.$stack);
  const t = useT();
  const showBack = back ?? (stack.length > 1 && stack[0]?.key !== route.key);
  return (
    <header class="mp-nav">
      <div class="mp-nav__side">
        {showBack && (
          <button
            type="button"
            class="mp-icon-btn"
            aria-label={t('common.back')}
            onClick={() => router.navigateBack()}
          >
            <span class="mp-chevron mp-chevron--back" aria-hidden="true" />
          </button>
        )}
      </div>
      <h1 class="mp-nav__title">{title}</h1>
      <div class="mp-nav__side mp-nav__side--end">{right}</div>
    </header>
  );
}
