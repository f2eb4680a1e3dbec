import { renderToString } from 'preact-render-to-string';
import type { Category, CursorPage, Order } from '../api/order-types';
import { InstanceContext, PageContext, useStyles, useT } from '../app/context';
import { messages as pageMessages } from '../app/page-base';
import { createI18n } from '../i18n';
import type { PageEntry } from '../router/router';
import hallMessages from '../screens/pages/taskCentered/messages';
import { sheet as hallSheet } from '../screens/pages/taskCentered/styles';
import { buttonSheet } from '../ui/button';
import { cursorListSheet } from '../ui/cursor-list';
import { NavBar } from '../ui/nav-bar';
import { OrderCard } from '../ui/order-card';
import { EmptyState } from '../ui/states';
import { handOverScript } from './hand-over';
import { type PaintOptions, paintInstance, paintMarkup } from './paint';

/** What the hall's first paint shows: its first page of orders and the category chips. */
export interface TaskHallData {
  orders: CursorPage<Order>;
  categories: Category[];
}

export interface RenderTaskHallOptions extends PaintOptions {
  /** The marketplace server, as the widget's `apiBase` (`https://market.example.com`). */
  apiBase: string;
  /** How long to wait for the marketplace before giving up (ms, default 1500). */
  timeoutMs?: number;
  /** The fetch to call the marketplace with (default: the global one). */
  fetch?: typeof fetch;
}

/**
 * The task hall's first paint, rendered on the host page's server: the content to write into
 * the element the page then mounts the hall into (`mountMarketplace(el, { entry: 'taskHall',
 * ... })`): a `<template shadowrootmode="open">`, which the browser draws as the HTML arrives,
 * before any script, and a small script (with the nonce) that hands over to the widget once it
 * has drawn the same page (./hand-over.ts). Resolves to '' when the marketplace does not answer
 * in time or answers an error: the page then loads as without it. Throws a TypeError at once
 * for an `apiBase` that is not an http(s) address (the page's own bug).
 *
 * @example
 * const paint = await renderTaskHall({ apiBase: 'https://market.example.com', locale: 'zh-CN', nonce });
 * html.replace('<div class="hall"></div>', `<div class="hall">${paint}</div>`);
 */
export async function renderTaskHall(options: RenderTaskHallOptions): Promise<string> {
  marketplaceBase(options.apiBase); // a wrong address is the page's own bug: it throws
  const data = await fetchTaskHall(options).catch(() => null);
  return data ? renderTaskHallWith(data, options) : '';
}

/** `apiBase` without its trailing slashes; a TypeError when it is not an http(s) address. */
function marketplaceBase(apiBase: unknown): string {
  const base = typeof apiBase === 'string' ? apiBase.trim().replace(/\/+$/, '') : '';
  let url: URL | undefined;
  try {
    url = new URL(base);
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol))
    throw new TypeError(`apiBase must be the marketplace's http(s) address, got ${JSON.stringify(apiBase)}`);
  return base;
}

const isPage = (page: unknown): page is CursorPage<Order> =>
  !!page && Array.isArray((page as CursorPage<Order>).list);

/**
 * The hall's first page and categories as a guest's widget asks for them, in `locale`. Rejects
 * when the marketplace does not answer within `timeoutMs`, answers an error or something that is
 * not a page of orders and a list of categories.
 */
export async function fetchTaskHall({
  apiBase,
  locale,
  timeoutMs = 1500,
  fetch: fetchFn = fetch,
}: RenderTaskHallOptions): Promise<TaskHallData> {
  const base = marketplaceBase(apiBase);
  const i18n = createI18n();
  await i18n.setLocale(locale ?? 'en');
  const signal = AbortSignal.timeout(timeoutMs);
  const get = async <T,>(path: string): Promise<T> => {
    const response = await fetchFn(`${base}${path}`, {
      headers: { accept: 'application/json', 'accept-language': i18n.$locale.get() },
      signal,
    });
    const body = (await response.json()) as { code?: number; data?: T };
    if (!response.ok || body.code !== 1) throw new Error(`${path}: ${response.status}`);
    return body.data as T;
  };
  const [orders, categories] = await Promise.all([
    get<CursorPage<Order>>('/api/goods_order/hall?sort=newest'),
    get<Category[]>('/api/goods/categorize'),
  ]);
  if (!isPage(orders) || !Array.isArray(categories)) throw new Error('not a page of orders and categories');
  return { orders, categories };
}

/** The first paint of `data`, the markup the widget draws for it (checked by task-hall.test.tsx). */
export async function renderTaskHallWith(
  data: TaskHallData,
  { locale, nonce, themeTokens = {}, colorScheme = 'light' }: Omit<RenderTaskHallOptions, 'apiBase'>,
): Promise<string> {
  const i18n = createI18n();
  await i18n.setLocale(locale ?? 'en');
  await Promise.all([i18n.addMessages(pageMessages), i18n.addMessages(hallMessages)]);
  const entry: PageEntry = {
    key: 1,
    name: 'taskCentered',
    path: '/pages/taskCentered/taskCentered',
    query: {},
  };
  const { instance, sheets } = paintInstance(i18n, entry, colorScheme);
  const body = renderToString(
    <InstanceContext.Provider value={instance}>
      <PageContext.Provider value={entry}>
        <div class="mp-root" data-mp-paint="">
          <div class="mp-app">
            <div class="mp-stack">
              <section class="mp-stack-page">
                <HallPaint {...data} />
              </section>
            </div>
            <div class="mp-toasts" role="status" aria-live="polite" />
          </div>
        </div>
      </PageContext.Provider>
    </InstanceContext.Provider>,
  );
  return paintMarkup({
    body,
    sheets: sheets.values(),
    script: handOverScript(),
    colorScheme,
    nonce,
    themeTokens,
  });
}

/**
 * The hall (screens/pages/taskCentered) as it first draws its first page: the bar, the search,
 * the links, the category chips with "All" pressed, and the cards in their list (ui/cursor-list).
 */
function HallPaint({ orders, categories }: TaskHallData) {
  const t = useT();
  useStyles(buttonSheet, hallSheet);
  const chip = (id: number, name: string) => (
    <button
      type="button"
      class={`mp-btn mp-btn--${id === 0 ? 'primary' : 'default'} mp-hall__chip`}
      aria-pressed={id === 0 ? 'true' : 'false'}
    >
      {name}
    </button>
  );
  return (
    <div class="mp-page">
      <NavBar title={t('taskCentered.title')} />
      <div class="mp-body">
        <form class="mp-hall__search">
          <input
            type="search"
            maxLength={40}
            placeholder={t('taskCentered.searchPlaceholder')}
            aria-label={t('taskCentered.search')}
          />
          <button type="submit" class="mp-btn mp-btn--primary">
            {t('taskCentered.search')}
          </button>
        </form>
        <div class="mp-hall__links">
          <button type="button" class="mp-btn">
            {t('taskCentered.hot')}
          </button>
          <button type="button" class="mp-btn">
            {t('taskCentered.recommend')}
          </button>
          <button type="button" class="mp-btn" aria-expanded="false">
            {t('taskCentered.filters')}{' '}
          </button>
        </div>
        <fieldset class="mp-hall__chips">
          <legend class="mp-sr-only">{t('taskCentered.category')}</legend>
          {chip(0, t('taskCentered.all'))}
          {categories.map((c) => chip(c.id, c.name))}
        </fieldset>
        <HallList {...orders} label={t('taskCentered.list')} empty={t('taskCentered.empty')} />
      </div>
    </div>
  );
}

function HallList({
  list,
  has_more,
  next_cursor,
  label,
  empty,
}: CursorPage<Order> & { label: string; empty: string }) {
  const t = useT();
  useStyles(buttonSheet, cursorListSheet);
  if (!list.length) return <EmptyState icon="clipboardList" text={empty} />;
  return (
    <div>
      <ul class="mp-clist" aria-label={label}>
        {list.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <div class="mp-clist__footer">
        {has_more && next_cursor ? (
          <button type="button" class="mp-link">
            {t('common.loadMore')}
          </button>
        ) : (
          <span>{t('common.noMore')}</span>
        )}
      </div>
    </div>
  );
}
