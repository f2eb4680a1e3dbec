/**
 * Test harness for the kit and the screens: renders a component inside a fake Instance (the
 * real i18n, a recording router, a scripted transport, a session of two atoms), on the same
 * contexts the shell provides. Test-only: nothing here ships.
 */
import { atom } from 'nanostores';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import { trackMount } from '../../test/mounted';
import { ApiError, type Transport } from '../api/transport';
import type { TokenInfo, User } from '../api/types';
import { type Instance, InstanceContext, PageContext } from '../app/context';
import type { ResolvedOptions } from '../app/options';
import { messages as common, pageSheet } from '../app/page-base';
import type { Sheet } from '../app/sheets';
import { shellSheet } from '../app/styles';
import { createI18n, type ScreenMessages } from '../i18n';
import { screenTexts } from '../i18n/screens';
import screenTextsEn from '../i18n/screens/en';
import { type ComponentChildren, render } from '../lib/preact';
import type { PageEntry, Query, Router } from '../router/router';
import { ROUTE_INFO } from '../router/routes';

/** A scripted answer: a value (resolved), an Error (rejected) or a function of the params. */
type Answer = unknown | ((params: Record<string, unknown>) => unknown);

export interface HarnessOptions {
  /** The page the component is rendered in. */
  route?: string;
  query?: Record<string, string>;
  /** Route names below it on the stack. */
  below?: string[];
  /** Answers by path: `{ '/api/banner/info': [...] }`. Unscripted paths reject. */
  api?: Record<string, Answer>;
  user?: User | null;
  token?: string | null;
  /** Route names that have a screen (router.route(name or path) answers for these). */
  built?: string[];
  options?: Partial<ResolvedOptions>;
}

export const demoUser: User = {
  id: 7,
  face: '',
  s_username: 'lin',
  smrz: 2,
  name: '',
  tel: '13812345678',
  sfzid: '',
  share: 0.15,
};

const str = (q: Query = {}) =>
  Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

function fakeRouter(names: string[], query: Record<string, string>, built: string[]) {
  let key = 1;
  const entry = (name: string, q: Record<string, string> = {}): PageEntry => ({
    key: key++,
    name,
    path: ROUTE_INFO.find((r) => r.name === name || r.path === name)?.path ?? `/${name}`,
    query: q,
  });
  const stack = names.map((n, i) => entry(n, i === names.length - 1 ? query : {}));
  const $stack = atom<PageEntry[]>(stack);
  const push = (name: string, q?: Query) => $stack.set([...$stack.get(), entry(name, str(q))]);
  const router: Router = {
    $stack,
    $groups: atom<readonly string[]>([]),
    navigateTo: vi.fn(push),
    redirectTo: vi.fn(),
    navigateBack: vi.fn(),
    switchTab: vi.fn(),
    reLaunch: vi.fn(),
    navigate: vi.fn(push),
    route: (target) => {
      const info = ROUTE_INFO.find((r) => r.name === target || r.path === target || r.path === `/${target}`);
      return info && built.includes(info.name) ? { ...info, load: () => new Promise(() => {}) } : undefined;
    },
    load: () => new Promise(() => {}),
    loaded: () => undefined,
    isTab: (name) => ['homeView', 'taskCentered', 'messageCenter', 'personCenter'].includes(name),
    href: (e) => e.path,
    dispose: () => {},
  };
  return { router, page: stack[stack.length - 1] as PageEntry };
}

function fakeApi(answers: Record<string, Answer>) {
  const calls: { method: string; path: string; params: Record<string, unknown>; silent: boolean }[] = [];
  const answer = async (
    method: string,
    path: string,
    params: Record<string, unknown> = {},
    silent = false,
  ) => {
    calls.push({ method, path, params, silent });
    if (!(path in answers)) throw new ApiError('server', `no answer scripted for ${path}`);
    const a = answers[path];
    const value = typeof a === 'function' ? await (a as (p: Record<string, unknown>) => unknown)(params) : a;
    if (value instanceof Error) throw value;
    return value;
  };
  const api: Transport = {
    get: vi.fn((path, params, opts) => answer('GET', path, params, !!opts?.silent)) as Transport['get'],
    post: vi.fn((path, body, opts) => answer('POST', path, body, !!opts?.silent)) as Transport['post'],
    upload: vi.fn((path, _file, opts) =>
      answer('UPLOAD', path, opts.fields, !!opts.silent),
    ) as Transport['upload'],
  };
  return { api, calls };
}

/** Lets pending promises settle and Preact re-render. */
export async function flush(rounds = 5): Promise<void> {
  await act(async () => {
    for (let i = 0; i < rounds; i++) await Promise.resolve();
  });
}

/**
 * The page base's texts and every screen's, added to each harness as the router adds them when a
 * screen loads; the English of the screens beyond the first load inline, so a harness shows it
 * from its first render as a page does once it shows.
 */
// @ts-expect-error ImportMeta.glob is declared by vite/client only
const screenMessages: Record<string, ScreenMessages> = import.meta.glob('../screens/*/*/messages.ts', {
  import: 'default',
  eager: true,
});
const allMessages = [
  common,
  { ...screenTexts, en: screenTextsEn },
  ...Object.values(screenMessages).filter((messages) => messages !== screenTexts),
];

/**
 * Renders `ui` in a fake instance.
 *
 * @example const h = mount(<HomeView />, { api: { '/api/banner/info': [] } }); await flush();
 */
export function mount(ui: ComponentChildren, o: HarnessOptions = {}) {
  const names = [...(o.below ?? []), o.route ?? 'homeView'];
  const { router, page } = fakeRouter(names, o.query ?? {}, o.built ?? ROUTE_INFO.map((r) => r.name));
  const { api, calls } = fakeApi(o.api ?? {});
  const toasts: string[] = [];
  const $token = atom<{ token: string; exp: number | null } | null>(
    o.token ? { token: o.token, exp: null } : null,
  );
  const $user = atom<User | null>(o.user ?? null);
  const session = {
    $token,
    $user,
    login: vi.fn((info: TokenInfo, user: User) => {
      $token.set({ token: info.token, exp: info.exp });
      $user.set(user);
    }),
    logout: vi.fn(async () => {
      $token.set(null);
      $user.set(null);
    }),
  };
  const controller = new AbortController();
  /** Sheets added with useStyles, by id, in order; an id always names the same CSS. */
  const sheets = new Map<string, string>();
  const addStyles = (...list: Sheet[]) => {
    for (const { id, css } of list) {
      if (sheets.has(id) && sheets.get(id) !== css) throw new Error(`two sheets with the id "${id}"`);
      sheets.set(id, css);
    }
  };
  const i18n = createI18n();
  for (const messages of allMessages) void i18n.addMessages(messages);
  const inst = {
    options: {
      token: null,
      locale: 'en',
      base: 'https://app.test/web/',
      apiBase: 'https://app.test',
      routing: 'memory',
      entry: 'homeView',
      singleView: false,
      theme: {},
      allowedWebHosts: [],
      ...o.options,
    },
    router,
    api,
    session,
    i18n,
    toast: vi.fn((text: string) => toasts.push(text)),
    emit: vi.fn(),
    signal: controller.signal,
    network: { $online: atom(true), dispose() {} },
    addStyles,
  } as unknown as Instance;

  const container = document.createElement('div');
  document.body.appendChild(container);
  act(() => {
    render(
      <InstanceContext.Provider value={inst}>
        <PageContext.Provider value={page}>{ui}</PageContext.Provider>
      </InstanceContext.Provider>,
      container,
    );
  });

  const all = () => Array.from(container.querySelectorAll<HTMLElement>('*'));
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  /** Text as a screen reader gets it: aria-hidden subtrees left out. */
  const spoken = (el: Element): string =>
    Array.from(el.childNodes)
      .map((n) =>
        n.nodeType === 3
          ? n.textContent
          : n instanceof Element && n.getAttribute('aria-hidden') !== 'true'
            ? spoken(n)
            : '',
      )
      .join('');
  const deepest = (els: HTMLElement[]) => els.filter((el) => !els.some((o2) => o2 !== el && el.contains(o2)));

  const h = {
    container,
    inst,
    router,
    api,
    calls,
    toasts,
    session,
    sheets,
    text: () => norm(container.textContent),
    /**
     * Classes in the DOM that neither the shell's sheet, the page base's (the router adds it
     * with the first page) nor a sheet added by this render defines.
     */
    unstyled(): string[] {
      const css = shellSheet.css + pageSheet.css + [...sheets.values()].join('');
      const classes = new Set(all().flatMap((el) => Array.from(el.classList)));
      return [...classes].filter((c) => !new RegExp(`\\.${c}(?![\\w-])`).test(css)).sort();
    },
    /** Elements whose whole text is `text`, deepest first. */
    queryAllByText: (text: string) => deepest(all().filter((el) => norm(el.textContent) === text)),
    getByText(text: string): HTMLElement {
      const el = h.queryAllByText(text)[0];
      if (!el) throw new Error(`no element with text "${text}" in: ${h.text()}`);
      return el;
    },
    /** A button by its accessible name (aria-label or text). */
    getButton(name: string): HTMLButtonElement {
      const el = Array.from(container.querySelectorAll('button')).find(
        (b) => norm(b.getAttribute('aria-label')) === name || norm(spoken(b)) === name,
      );
      if (!el) throw new Error(`no button "${name}" in: ${h.text()}`);
      return el;
    },
    /** The control labelled `label` (a <label> text or aria-label). */
    getByLabel<T extends HTMLElement = HTMLInputElement>(label: string): T {
      const lab = Array.from(container.querySelectorAll('label')).find((l) => norm(l.textContent) === label);
      const id = lab?.getAttribute('for');
      const el = id
        ? container.querySelector(`#${id}`)
        : (lab?.querySelector('input,select,textarea') ??
          Array.from(container.querySelectorAll('[aria-label]')).find(
            (e) => e.getAttribute('aria-label') === label,
          ));
      if (!el) throw new Error(`no control labelled "${label}"`);
      return el as T;
    },
    async click(el: Element) {
      await act(() => {
        (el as HTMLElement).click();
      });
      await flush();
    },
    async type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
      await act(() => {
        el.value = value;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    async key(el: Element, key: string, init: KeyboardEventInit = {}) {
      await act(() => {
        el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
      });
    },
    unmount() {
      untrack();
      act(() => render(null, container));
      controller.abort();
      container.remove();
    },
  };
  const untrack = trackMount(h.unmount);
  return h;
}
