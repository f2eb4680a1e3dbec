import { renderToString } from 'preact-render-to-string';
import { InstanceContext, PageContext } from '../app/context';
import { messages as pageMessages } from '../app/page-base';
import { TabBar } from '../app/tab-bar';
import { HOME_ROUTE } from '../config';
import { createI18n } from '../i18n';
import type { PageEntry } from '../router/router';
import { ROUTE_INFO } from '../router/routes';
import HomeView from '../screens/pages/homeView/homeView';
import homeMessages from '../screens/pages/homeView/messages';
import { handOverScript } from './hand-over';
import { type PaintOptions, paintInstance, paintMarkup } from './paint';

export interface RenderHomeOptions extends PaintOptions {
  /**
   * The widget's `routing`. With `'hash'` (the standalone app), the paint's script removes it
   * at once when the URL's hash names another page than home, which the server cannot see.
   */
  routing?: 'hash' | 'memory';
}

/**
 * Home's first paint, for a page that mounts the whole marketplace on home: the content to
 * write into the element the page then mounts it into, as renderTaskHall's for the hall. It
 * needs no data: home draws its bar, its shortcuts and the tab bar at once, and its banners
 * while they load (the widget's loading state, which the widget replaces with the banners).
 * The paint is `inert`: a tap on it does nothing, and reaches the widget once it has taken over.
 *
 * @example
 * const paint = await renderHome({ locale: 'zh-CN', colorScheme: 'auto', routing: 'hash', nonce });
 * html.replace('<div class="market"></div>', `<div class="market" data-mp-theme="auto">${paint}</div>`);
 */
export async function renderHome({
  locale,
  nonce,
  themeTokens,
  colorScheme = 'light',
  routing = 'memory',
}: RenderHomeOptions = {}): Promise<string> {
  const i18n = createI18n();
  await i18n.setLocale(locale ?? 'en');
  await Promise.all([i18n.addMessages(pageMessages), i18n.addMessages(homeMessages)]);
  const entry: PageEntry = { key: 1, name: HOME_ROUTE, path: '/pages/homeView/homeView', query: {} };
  const { instance, sheets } = paintInstance(i18n, entry, colorScheme);
  // home asks the router which of its shortcuts exist: every page of the main package does
  const router = Object.assign(instance.router, {
    route: (name: string) => ROUTE_INFO.find((route) => route.name === name || route.path === name),
  });
  const t = i18n.$t.get();
  const body = renderToString(
    <InstanceContext.Provider value={{ ...instance, router }}>
      <PageContext.Provider value={entry}>
        <div class="mp-root" data-mp-paint="" lang={i18n.$locale.get()} inert>
          <div class="mp-app">
            <div class="mp-stack">
              <section class="mp-stack-page">
                <HomeView />
              </section>
            </div>
            <TabBar current={HOME_ROUTE} instance={instance} t={t} />
            <div class="mp-toasts" role="status" aria-live="polite" />
          </div>
        </div>
      </PageContext.Provider>
    </InstanceContext.Provider>,
  );
  const script = handOverScript(routing === 'hash');
  return paintMarkup({ body, sheets: sheets.values(), script, colorScheme, nonce, themeTokens });
}
