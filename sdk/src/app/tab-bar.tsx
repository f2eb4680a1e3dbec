import { TAB_ROUTES, type TabName } from '../config';
import { useStore } from '../lib/use-store';
import { useInstance, useStyles, useT } from './context';
import type { Sheet } from './sheets';

/** The tab bar's CSS: it travels with the tab bar, which single views never load. */
export const tabBarSheet: Sheet = {
  id: 'tab-bar',
  css: `
.mp-tabbar{display:flex;border-top:1px solid var(--mp-border);background:var(--mp-surface);padding-bottom:env(safe-area-inset-bottom)}
.mp-tab{position:relative;flex:1;min-height:50px;border:0;background:none;cursor:pointer;color:var(--mp-muted);font-size:12px}
.mp-tab[aria-current=page]{color:var(--mp-primary);font-weight:600}
.mp-badge{position:absolute;top:4px;left:calc(50% + 8px);min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:var(--mp-danger);color:#fff;font-size:11px;line-height:18px}
`,
};

const TAB_LABELS: Record<TabName, string> = {
  homeView: 'common.tabHome',
  taskCentered: 'common.tabTaskHall',
  messageCenter: 'common.tabMessages',
  personCenter: 'common.tabMe',
};

/**
 * The four tabs, with the unread badge on messages. A chunk of its own, loaded by the shell
 * the first time a tab page shows in the full app (app/shell.tsx); its labels are core texts.
 */
export function TabBar({ current }: { current: string }) {
  const { router, unread } = useInstance();
  const t = useT();
  useStyles(tabBarSheet);
  const count = useStore(unread.$unread);
  return (
    <nav class="mp-tabbar">
      {TAB_ROUTES.map((name) => (
        <button
          key={name}
          type="button"
          class="mp-tab"
          aria-current={name === current ? 'page' : undefined}
          onClick={() => name !== current && router.switchTab(name)}
        >
          {t(TAB_LABELS[name])}
          {name === 'messageCenter' && count > 0 ? (
            <span class="mp-badge">{count > 99 ? '99+' : count}</span>
          ) : null}
        </button>
      ))}
    </nav>
  );
}
