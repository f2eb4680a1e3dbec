import { type ComponentType, h, useEffect, useState } from '../lib/preact';

type TabBarProps = { current: string };

/** The tab bar's component once its chunk is in (code only: the same for every instance). */
let loaded: ComponentType<TabBarProps> | undefined;

/**
 * The tab bar (tab-bar.tsx) as a chunk of its own, fetched the first time the full app shows a
 * tab page, side by side with that page's screen; single views never fetch it. Nothing shows
 * until it is in.
 */
export function TabBar(props: TabBarProps) {
  const [, setIn] = useState(!!loaded);
  useEffect(() => {
    if (!loaded) {
      void import('./tab-bar').then((m) => {
        loaded = m.TabBar;
        setIn(true);
      });
    }
  }, []);
  return loaded ? h(loaded, props) : null;
}
