import { type CSSProperties, createElement, type ReactElement, useEffect, useRef } from 'react';
import { EVENT_NAMES, type MarketplaceEvents } from './app/events';
import { type MarketplaceHandle, mountMarketplace } from './app/mount';
import type { MarketplaceOptions } from './app/options';

export type { MarketplaceEvents } from './app/events';
export type { MarketplaceHandle } from './app/mount';
export type { MarketplaceOptions } from './app/options';

/** `[name, payload]` of any marketplace event, narrowed by name. */
export type MarketplaceEventArgs = {
  [K in keyof MarketplaceEvents]: [K, MarketplaceEvents[K]];
}[keyof MarketplaceEvents];

export interface MarketplaceProps extends MarketplaceOptions {
  className?: string;
  style?: CSSProperties;
  /** Every event of the widget: `(name, payload)`. */
  onEvent?: (...args: MarketplaceEventArgs) => void;
  /** Receives the handle once mounted (null after unmount), for `navigate` and friends. */
  onHandle?: (handle: MarketplaceHandle | null) => void;
}

/** What the last mount or update() applied; theme and tokens as JSON, compared by value. */
interface Applied {
  token?: string | null;
  locale?: string;
  theme?: string;
  themeTokens?: string;
}

/**
 * The marketplace as a React component. The widget runs its own bundled Preact inside a
 * shadow root; React only owns the host <div>. `token`, `locale`, `theme` and `themeTokens`
 * changes are applied with `update` (no remount; theme and tokens compared by value); changing
 * base, apiBase, routing, entry, nonce, zIndex or allowedWebHosts remounts.
 *
 * @example
 * <Marketplace token={token} locale="zh-CN" style={{ height: '100vh' }}
 *   onEvent={(name, payload) => name === 'authRequired' && signIn()} />
 */
export function Marketplace(props: MarketplaceProps): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const handle = useRef<MarketplaceHandle | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const applied = useRef<Applied>({});
  const { base, apiBase, routing, entry, nonce, zIndex } = props;
  const theme = JSON.stringify(props.theme ?? null);
  const themeTokens = JSON.stringify(props.themeTokens ?? {});
  const hosts = (props.allowedWebHosts ?? []).join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies: remount only when a structural option changes (hosts by value)
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const { className: _c, style: _s, onEvent: _e, onHandle: _h, ...options } = latest.current;
    const mp = mountMarketplace(el, options);
    applied.current = { token: options.token, locale: options.locale, theme, themeTokens };
    handle.current = mp;
    const offs = EVENT_NAMES.map((name) =>
      mp.on(name, (payload) =>
        (latest.current.onEvent as ((n: string, p: unknown) => void) | undefined)?.(name, payload),
      ),
    );
    latest.current.onHandle?.(mp);
    return () => {
      for (const off of offs) off();
      mp.unmount();
      if (handle.current === mp) handle.current = null;
      latest.current.onHandle?.(null);
    };
  }, [base, apiBase, routing, entry, nonce, zIndex, hosts]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: theme and themeTokens by value (their JSON)
  useEffect(() => {
    const mp = handle.current;
    if (!mp) return;
    const patch: Parameters<MarketplaceHandle['update']>[0] = {};
    const was = applied.current;
    if ((props.token ?? null) !== (was.token ?? null)) patch.token = props.token ?? null;
    if (props.locale !== undefined && props.locale !== was.locale) patch.locale = props.locale;
    if (theme !== was.theme || themeTokens !== was.themeTokens) {
      // both, as an object `theme` (tokens, the earlier form) and themeTokens make one set
      patch.theme = props.theme ?? 'light';
      patch.themeTokens = props.themeTokens ?? {};
    }
    if (!Object.keys(patch).length) return;
    applied.current = { token: props.token, locale: props.locale ?? was.locale, theme, themeTokens };
    mp.update(patch);
  }, [props.token, props.locale, theme, themeTokens]);

  return createElement('div', { ref, className: props.className, style: props.style }) as ReactElement;
}
