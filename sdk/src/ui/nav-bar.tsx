import { useRoute, useRouter, useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import { type ComponentChildren, useEffect, useRef } from '../lib/preact';
import { useStore } from '../lib/use-store';
import { Icon } from './icon';
import chevronLeft from './icons/chevron-left';

/** The bar, and `.mp-icon-btn` for the buttons a page puts in it (`right`; font and colour: the shell's `button` rule). */
export const navBarSheet: Sheet = {
  id: 'nav-bar',
  css: `
.mp-nav{position:sticky;top:0;z-index:2;display:flex;align-items:center;min-height:44px;padding:0 4px;background:var(--mp-nav-bg,var(--mp-surface));border-bottom:1px solid var(--mp-border)}
.mp-nav__title{flex:1;margin:0;font-size:17px;font-weight:600;text-align:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.mp-nav__side{display:flex;align-items:center;min-width:72px}
.mp-nav__side--end{justify-content:flex-end}
.mp-icon-btn{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0 8px;border:0;border-radius:var(--mp-radius);background:none;cursor:pointer}
`,
};

export interface NavBarProps {
  title: string;
  /** Force the back button on or off; by default it shows on every page but the bottom one. */
  back?: boolean;
  /** Actions at the end of the bar. */
  right?: ComponentChildren;
}

/**
 * The navigation bar every page draws for itself. Its title takes the focus when its page comes
 * to the top by a navigation (opened, or shown again by a back), never on the mount's first page.
 *
 * @example <NavBar title={t('aboutUs.title')} right={<button ...>} />
 */
export function NavBar({ title, back, right }: NavBarProps) {
  const router = useRouter();
  const route = useRoute();
  const stack = useStore(router.$stack);
  const t = useT();
  useStyles(navBarSheet);
  const showBack = back ?? (stack.length > 1 && stack[0]?.key !== route.key);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(false);
  const isTop = stack.at(-1)?.key === route.key;
  // Focus moves to the title when the page comes up, so a screen reader starts there; not on
  // the first page of a mount (key 1), which must not steal the host page's focus.
  useEffect(() => {
    if (isTop && (shown.current || route.key > 1)) heading.current?.focus();
    if (isTop) shown.current = true;
  }, [isTop, route.key]);
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
            <Icon svg={chevronLeft} />
          </button>
        )}
      </div>
      <h1 class="mp-nav__title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <div class="mp-nav__side mp-nav__side--end">{right}</div>
    </header>
  );
}
