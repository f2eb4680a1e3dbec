/** @jsxRuntime classic */
/** @jsx h */
// JSX compiles to h() like shell.tsx (this chunk needs no preact/jsx-runtime either).
// Preact itself, not lib/preact: that would bring preact/hooks into the core (lib/preact.ts).
// biome-ignore lint/correctness/noUnusedImports: h is the JSX factory (pragma above)
import { Component, h } from 'preact';
import { TAB_ROUTES } from '../config';
import clipboardList from '../ui/icons/clipboard-list';
import house from '../ui/icons/house';
import messageCircle from '../ui/icons/message-circle';
import user from '../ui/icons/user';
import type { TabBarProps } from './lazy-tab-bar';
import type { Sheet } from './sheets';

/** The tab bar's CSS, added when a tab page first shows (single views never add it). */
const tabBarSheet: Sheet = {
  id: 'tabs',
  css: `
.mp-tabbar{display:flex;border-top:1px solid var(--mp-border);background:var(--mp-surface);padding-bottom:env(safe-area-inset-bottom)}
.mp-tab{position:relative;flex:1;min-height:50px;border:0;background:none;color:var(--mp-muted);font-size:12px}
.mp-tab svg{display:block;width:22px;height:22px;margin:auto;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.mp-tab[aria-current=page]{color:var(--mp-primary);font-weight:600}
.mp-badge{position:absolute;top:4px;left:calc(50% + 8px);min-width:18px;padding:0 5px;border-radius:9px;background:var(--mp-danger);color:var(--mp-on-primary);font-size:11px;line-height:18px}
`,
};

/** The label of each tab, in the order of TAB_ROUTES (homeView, taskCentered, messageCenter, personCenter). */
const TAB_LABELS = [
  'common.tabHome',
  'common.tabTaskHall',
  'common.tabMessages',
  'common.tabMe',
] as const satisfies { length: (typeof TAB_ROUTES)['length'] };

/** The icons in the order of TAB_ROUTES, drawn like ui/icon.tsx (its stroke in the CSS above). */
const TAB_ICONS = [house, clipboardList, messageCircle, user];

/**
 * The four tabs, with the unread badge on messages: a chunk of its own, which the shell fetches
 * through lazy-tab-bar.ts when the full app first shows a tab page (single views never do). A
 * class component like the shell (no preact/hooks), which renders it again with each change of
 * the unread count or the locale.
 */
export class TabBar extends Component<TabBarProps> {
  override render({ current, instance, t }: TabBarProps) {
    const count = instance.unread.$unread.get();
    instance.addStyles(tabBarSheet);
    return (
      <nav class="mp-tabbar">
        {TAB_ROUTES.map((name, i) => (
          <button
            key={name}
            type="button"
            class="mp-tab"
            aria-current={name === current ? 'page' : undefined}
            onClick={() => name !== current && instance.router.switchTab(name)}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the generated modules of ui/icons hold only SVG shapes (scripts/icons.test.ts checks them)
              dangerouslySetInnerHTML={{ __html: TAB_ICONS[i] as string }}
            />
            {t(TAB_LABELS[i] as string)}
            {name === 'messageCenter' && count > 0 && (
              <span class="mp-badge">{count > 99 ? '99+' : count}</span>
            )}
          </button>
        ))}
      </nav>
    );
  }
}
