/**
 * `<marketplace-view>`: the marketplace as a custom element, for Vue, Angular, Svelte or a
 * plain page. The class is shared by the ESM entry (`@marketplace/sdk/element`, which mounts
 * with the core) and the script-tag build (which mounts through its queuing loader).
 *
 * @example
 * <marketplace-view api-base="https://market.example.com" locale="fr" entry="taskHall"></marketplace-view>
 * <script type="module">
 *   import '@marketplace/sdk/element';
 *   const view = document.querySelector('marketplace-view');
 *   view.getToken = () => fetch('/partner/marketplace-token').then((r) => r.text());
 *   view.addEventListener('marketplace-navigate', (e) => console.log(e.detail.path));
 * </script>
 */
import { EVENT_NAMES, type MarketplaceEvents } from '../app/events';
import type { MarketplaceHandle } from '../app/mount';
import type { ColorScheme, MarketplaceOptions } from '../app/options';

export const TAG_NAME = 'marketplace-view';

/** What mounts the widget: the core's `mountMarketplace`, or the script-tag loader's queuing one. */
export type Mount = (el: HTMLElement, options: MarketplaceOptions) => MarketplaceHandle;

/** The options the element carries, as properties; the first seven also as attributes. */
export type MarketplaceViewOptions = Pick<
  MarketplaceOptions,
  | 'token'
  | 'locale'
  | 'entry'
  | 'apiBase'
  | 'routing'
  | 'theme'
  | 'base'
  | 'getToken'
  | 'themeTokens'
  | 'zIndex'
  | 'allowedWebHosts'
>;
type OptionName = keyof MarketplaceViewOptions;

/** The options that are attributes too, by their kebab-case names (`apiBase`: `api-base`). */
const ATTRIBUTE_OPTIONS = ['token', 'locale', 'entry', 'apiBase', 'routing', 'theme', 'base'] as const;
const OPTION_NAMES: readonly OptionName[] = [
  ...ATTRIBUTE_OPTIONS,
  'getToken',
  'themeTokens',
  'zIndex',
  'allowedWebHosts',
];

const SCHEMES: readonly string[] = ['light', 'dark', 'auto'] satisfies ColorScheme[];

/** The options a living widget takes through `update()`; any other change remounts it (losing the page stack). */
const LIVE_OPTIONS = ['token', 'locale', 'theme', 'themeTokens'] as const satisfies readonly (OptionName &
  keyof Parameters<MarketplaceHandle['update']>[0])[];
type LiveOption = (typeof LIVE_OPTIONS)[number];
/** What a live option goes back to when it is removed (no theme: the default scheme; no tokens: none). */
const LIVE_DEFAULTS: Partial<Record<OptionName, unknown>> = { theme: 'light', themeTokens: {} };
type Patch = Parameters<MarketplaceHandle['update']>[0];
const isLive = (name: OptionName): name is LiveOption => (LIVE_OPTIONS as readonly string[]).includes(name);

/** `apiBase` -> `api-base`, `authRequired` -> `auth-required`: attribute and DOM event names are lower case. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The element's events: each widget event as a `CustomEvent` whose `detail` is its payload. */
export interface MarketplaceViewEventMap extends HTMLElementEventMap {
  'marketplace-ready': CustomEvent<MarketplaceEvents['ready']>;
  'marketplace-navigate': CustomEvent<MarketplaceEvents['navigate']>;
  'marketplace-login': CustomEvent<MarketplaceEvents['login']>;
  'marketplace-logout': CustomEvent<MarketplaceEvents['logout']>;
  'marketplace-auth-required': CustomEvent<MarketplaceEvents['authRequired']>;
  'marketplace-unread': CustomEvent<MarketplaceEvents['unread']>;
  'marketplace-error': CustomEvent<MarketplaceEvents['error']>;
}

/** Outside a browser (server rendering) the module still loads; nothing is defined there. */
const Base: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

let mount: Mount | undefined;

/**
 * The element. Attributes and properties set the options (the last write wins); token and
 * locale apply to the living widget, the others remount it. Removing the element unmounts
 * the widget; inserting it again mounts a fresh one.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the option accessors are made on the prototype (static block), the interface below types them
export class MarketplaceViewElement extends Base {
  static get observedAttributes(): string[] {
    return ATTRIBUTE_OPTIONS.map(kebab);
  }

  static {
    // One accessor per option on the prototype; the setter applies the change.
    for (const name of OPTION_NAMES) {
      Object.defineProperty(MarketplaceViewElement.prototype, name, {
        configurable: true,
        enumerable: true,
        get(this: MarketplaceViewElement) {
          return this.options[name];
        },
        set(this: MarketplaceViewElement, value: unknown) {
          this.set(name, value as never);
        },
      });
    }
  }

  private readonly options: MarketplaceViewOptions = {};
  private handle: MarketplaceHandle | undefined;
  private remountQueued = false;

  constructor() {
    super();
    // Properties a framework set on the element before this class was defined are own
    // properties of the instance, shadowing the accessors: move them through the setters.
    for (const name of OPTION_NAMES) {
      if (Object.hasOwn(this, name)) {
        const value = (this as Record<string, unknown>)[name];
        delete (this as Record<string, unknown>)[name];
        (this as Record<string, unknown>)[name] = value;
      }
    }
  }

  /** Applies several options at once: token, locale, theme and themeTokens live, one remount for the rest. */
  update(patch: MarketplaceViewOptions): void {
    for (const name of Object.keys(patch) as OptionName[]) this.set(name, patch[name]);
  }

  /** Opens a page by route name or path, as the handle's `navigate` (the element must be in the document). */
  navigate(target: string, query?: Parameters<MarketplaceHandle['navigate']>[1]): void {
    if (this.remountQueued) this.render();
    this.handle?.navigate(target, query);
  }

  connectedCallback(): void {
    // Mounted in a microtask, so that a framework's attributes and properties set right
    // after insertion are read by the first mount instead of remounting it.
    this.queueRender();
  }

  disconnectedCallback(): void {
    this.remountQueued = false;
    this.handle?.unmount();
    this.handle = undefined;
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    const option = ATTRIBUTE_OPTIONS.find((candidate) => kebab(candidate) === name);
    if (!option || previous === value) return;
    // an unknown colour scheme is the default one, as an absent attribute
    const scheme = option === 'theme' && !SCHEMES.includes(value ?? '') ? undefined : value;
    this.set(option, scheme ?? undefined);
  }

  private set<K extends OptionName>(name: K, value: MarketplaceViewOptions[K]): void {
    const previous = this.options[name];
    // objects by value: a framework may hand a new but equal one on each render
    if (
      previous === value ||
      (typeof value === 'object' && JSON.stringify(previous) === JSON.stringify(value))
    )
      return;
    this.options[name] = value;
    if (!this.handle || this.remountQueued) return; // the coming mount reads it
    const live = value ?? LIVE_DEFAULTS[name];
    if (name === 'token') this.handle.update({ token: (value as string | null | undefined) || null });
    else if (isLive(name) && live != null) this.handle.update({ [name]: live } as Patch);
    // a new function replaces the old one through the wrapper the widget holds
    else if (!(name === 'getToken' && previous && value)) this.queueRender();
  }

  private queueRender(): void {
    if (this.remountQueued) return;
    this.remountQueued = true;
    queueMicrotask(() => {
      if (this.remountQueued) this.render();
    });
  }

  /** Mounts the widget with the current options (unmounting the previous one). */
  private render(): void {
    this.remountQueued = false;
    this.handle?.unmount();
    this.handle = undefined;
    if (!this.isConnected || !mount) return;
    const { getToken, token, ...rest } = this.options;
    const handle = mount(this, {
      ...rest,
      token: token || null,
      nonce: this.nonce || this.getAttribute('nonce') || undefined,
      getToken: getToken && (() => (this.options.getToken ?? getToken)()),
    });
    for (const name of EVENT_NAMES) {
      handle.on(name, (detail) => {
        this.dispatchEvent(
          new CustomEvent(`marketplace-${kebab(name)}`, { detail, bubbles: true, composed: true }),
        );
      });
    }
    this.handle = handle;
  }
}

/** The options as properties (token, locale, getToken...): the last write, attribute or property, wins. */
export interface MarketplaceViewElement extends MarketplaceViewOptions {
  addEventListener<K extends keyof MarketplaceViewEventMap>(
    type: K,
    listener: (this: MarketplaceViewElement, event: MarketplaceViewEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof MarketplaceViewEventMap>(
    type: K,
    listener: (this: MarketplaceViewElement, event: MarketplaceViewEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'marketplace-view': MarketplaceViewElement;
  }
}

/**
 * Defines `<marketplace-view>` mounting with `mountWith`. A second call (two bundles, or the
 * ESM entry and the script tag on one page) changes nothing: the first definition stays.
 */
export function defineMarketplaceView(mountWith: Mount): void {
  if (typeof customElements === 'undefined' || customElements.get(TAG_NAME)) return;
  mount = mountWith;
  customElements.define(TAG_NAME, MarketplaceViewElement);
}
