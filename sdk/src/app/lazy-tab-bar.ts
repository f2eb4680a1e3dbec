// preact itself, not lib/preact, which would bring preact/hooks into the core (lib/preact.ts)
import { Component, type ComponentType, h } from 'preact';
import type { TFunction } from '../i18n';
import type { Instance } from './context';

/** The shell renders the tab bar again on every change it shows: the unread count, the locale. */
export type TabBarProps = { current: string; instance: Instance; t: TFunction };

/** The tab bar's component once its chunk is in (code only: the same for every instance). */
let loaded: ComponentType<TabBarProps> | undefined;

/**
 * The tab bar (tab-bar.tsx) as a chunk of its own, fetched the first time the full app shows a
 * tab page, side by side with that page's screen; single views never fetch it. Nothing shows
 * until it is in.
 */
export class TabBar extends Component<TabBarProps> {
  override componentDidMount() {
    if (!loaded) {
      void import('./tab-bar').then((m) => {
        loaded = m.TabBar;
        this.forceUpdate();
      });
    }
  }

  override render(props: TabBarProps) {
    return loaded && h(loaded, props);
  }
}
