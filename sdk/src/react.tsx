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

/**
 * A marketplace the page mounted before React rendered (a boot script, so the first screen
 * does not wait for React): the element it lives in, its handle, and the options it was
 * mounted with.
 */
export interface MarketplaceMount {
  element: HTMLElement;
  handle: MarketplaceHandle;
  options: MarketplaceOptions;
}

export interface MarketplaceProps extends MarketplaceOptions {
  className?: string;
  style?: CSSProperties;
  /** Every event of the widget: `(name, payload)`. */
  onEvent?: (...args: MarketplaceEventArgs) => void;
  /** Receives the handle once mounted (null after unmount), for `navigate` and friends. */
  onHandle?: (handle: MarketplaceHandle | null) => void;
  /**
   * Takes over this mount instead of mounting another: its element moves into the component's
   * div (state kept where the browser can move nodes atomically) and from then on it is the
   * component's, unmounted with it. Taken once; it must have the structural options of the
   * props (base, apiBase, routing, entry, nonce, zIndex, allowedWebHosts), or it is unmounted
   * and a fresh one mounted. Token, locale and theme differences are applied with `update`.
   * Events it emitted before (`ready`) are not replayed.
   */
  adopt?: MarketplaceMount;
}

/** The options whose change remounts; an adopted mount must have the same. */
const STRUCTURAL = ['base', 'apiBase', 'routing', 'entry', 'nonce', 'zIndex', 'allowedWebHosts'] as const;

/** Mounts taken over already: a mount is adopted once (a StrictMode re-run mounts afresh). */
const adopted = new WeakSet<MarketplaceHandle>();

function sameStructure(a: MarketplaceOptions, b: MarketplaceOptions): boolean {
  return STRUCTURAL.every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null));
}

/**
 * The mount `adopt` offers, moved into `el`, or undefined when there is none to take.
 * `moveBefore` keeps the widget's scroll positions and focus; older browsers re-insert it.
 */
function takeOver(el: HTMLElement, mount: MarketplaceMount | undefined, options: MarketplaceOptions) {
  if (!mount || adopted.has(mount.handle)) return undefined;
  adopted.add(mount.handle);
  if (!sameStructure(mount.options, options)) {
    mount.handle.unmount();
    mount.element.remove();
    return undefined;
  }
  const movable = el as HTMLElement & { moveBefore?: (node: Node, child: Node | null) => void };
  if (movable.moveBefore && el.isConnected && mount.element.isConnected) {
    movable.moveBefore(mount.element, null);
  } else {
    el.append(mount.element);
  }
  return mount;
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
 * base, apiBase, routing, entry, nonce, zIndex or allowedWebHosts remounts. With `adopt` it takes
 * over a mount the page made before React ran instead of making its own.
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
    const { className: _c, style: _s, onEvent: _e, onHandle: _h, adopt, ...options } = latest.current;
    const taken = takeOver(el, adopt, options);
    const mp = taken?.handle ?? mountMarketplace(el, options);
    const made = taken?.options ?? options;
    applied.current = {
      token: made.token,
      locale: made.locale,
      theme: JSON.stringify(made.theme ?? null),
      themeTokens: JSON.stringify(made.themeTokens ?? {}),
    };
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
      taken?.element.remove();
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
