import { describe, expect, test, vi } from 'vitest';
import { fakeRoutes, route } from '../../test/fake-routes';
import { STACK_DEPTH_MAX } from '../config';
import type { ScreenMessages } from '../i18n';
import { createMemoryHistory } from './memory-history';
import { createRouter, NOT_FOUND } from './router';
import { GROUP_TABLES, ROUTE_INFO, routes as realRoutes, tableOf } from './routes';

const setup = (entry?: string, routes = fakeRoutes()) => {
  const history = createMemoryHistory();
  const onChange = vi.fn();
  const router = createRouter({ history, routes, entry, onChange });
  const names = () => router.$stack.get().map((e) => e.name);
  return { router, history, names, onChange };
};

describe('router on memory history', () => {
  test('starts on the entry page, home by default', () => {
    expect(setup().names()).toEqual(['homeView']);
    expect(setup('aboutUs').names()).toEqual(['aboutUs']);
  });

  test('navigateTo pushes and keeps the page below in the stack', () => {
    const { router, names } = setup();
    const home = router.$stack.get()[0];
    router.navigateTo('aboutUs', { id: 7 });
    expect(names()).toEqual(['homeView', 'aboutUs']);
    expect(router.$stack.get()[0]).toBe(home);
    expect(router.$stack.get()[1]?.query).toEqual({ id: '7' });
  });

  test('navigateBack pops, and on the bottom page relaunches home', () => {
    const { router, names, history } = setup('aboutUs');
    router.navigateTo('webView');
    router.navigateBack();
    expect(names()).toEqual(['aboutUs']);
    expect(history.read()).toBe('/pages/aboutUs/aboutUs');
    router.navigateBack();
    expect(names()).toEqual(['homeView']);
  });

  test('navigateBack(delta) pops several pages', () => {
    const { router, names } = setup();
    router.navigateTo('aboutUs');
    router.navigateTo('webView');
    router.navigateTo('orderDetail');
    router.navigateBack(2);
    expect(names()).toEqual(['homeView', 'aboutUs']);
  });

  test('redirectTo replaces the top page', () => {
    const { router, names } = setup();
    router.navigateTo('aboutUs');
    router.redirectTo('webView', { url: 'https://a.test' });
    expect(names()).toEqual(['homeView', 'webView']);
  });

  test('switchTab and reLaunch reset the stack', () => {
    const { router, names } = setup();
    router.navigateTo('aboutUs');
    router.switchTab('personCenter');
    expect(names()).toEqual(['personCenter']);
    router.navigateTo('aboutUs');
    router.reLaunch('orderDetail', { id: 1 });
    expect(names()).toEqual(['orderDetail']);
  });

  test(`caps the depth at ${STACK_DEPTH_MAX}, dropping the oldest page above home`, () => {
    const { router, names } = setup();
    for (let i = 0; i < 15; i++) router.navigateTo('orderDetail', { id: i });
    const stack = router.$stack.get();
    expect(stack).toHaveLength(10);
    expect(names()[0]).toBe('homeView');
    expect(stack.slice(1).map((e) => e.query.id)).toEqual(['6', '7', '8', '9', '10', '11', '12', '13', '14']);
  });

  test("'/' is an alias of home, and paths resolve with their query", () => {
    const { router, names } = setup('/');
    expect(names()).toEqual(['homeView']);
    router.navigate('/pages/aboutContract/aboutContract?key=user_agreement');
    expect(router.$stack.get().at(-1)).toMatchObject({
      name: 'aboutContract',
      query: { key: 'user_agreement' },
    });
  });

  test('an unknown route or path resolves to the not-found page', () => {
    const { router } = setup();
    router.navigateTo('noSuchRoute');
    expect(router.$stack.get().at(-1)?.name).toBe(NOT_FOUND);
    router.navigate('/pages/nothing/nothing');
    expect(router.$stack.get().at(-1)).toMatchObject({ name: NOT_FOUND, path: '/pages/nothing/nothing' });
  });

  test('a spec route without a screen yet is not found (the core does not carry the spec list)', () => {
    const { router } = setup(
      'homeView',
      fakeRoutes().filter((r) => r.name !== 'orderDetail'),
    );
    router.navigateTo('orderDetail');
    expect(router.$stack.get().at(-1)).toMatchObject({
      name: NOT_FOUND,
      path: '/orderDetail',
    });
  });

  test("single-view aliases: 'chat' is messageCenter, 'taskHall' is taskCentered", () => {
    expect(setup('chat').names()).toEqual(['messageCenter']);
    expect(setup('taskHall').names()).toEqual(['taskCentered']);
  });

  test('a single view is its own home: back from its bottom page, `/` and the depth cap keep it', () => {
    const history = createMemoryHistory();
    const router = createRouter({ history, routes: fakeRoutes(), entry: 'taskHall', home: 'taskCentered' });
    const names = () => router.$stack.get().map((e) => e.name);
    router.navigateTo('orderDetail', { id: 1 });
    router.navigateBack();
    expect(names()).toEqual(['taskCentered']);
    router.navigateBack(); // already at the bottom: stays in the hall, never homeView
    expect(names()).toEqual(['taskCentered']);
    router.navigateTo('aboutUs');
    router.reLaunch('/'); // the not-found page's way home
    expect(names()).toEqual(['taskCentered']);
    for (let i = 0; i < 15; i++) router.navigateTo('orderDetail', { id: i });
    expect(names()[0]).toBe('taskCentered');
    expect(names()).toHaveLength(STACK_DEPTH_MAX);
  });

  test('reports every change of the top page', () => {
    const { router, onChange } = setup();
    router.navigateTo('aboutUs');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'aboutUs' }));
    router.navigateBack();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'homeView' }));
  });

  test('a screen resolves only once its texts are added, and they are added once', async () => {
    const messages = { en: { 'aboutUs.title': 'About us' } } as unknown as ScreenMessages;
    let release = () => {};
    const addMessages = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const table = fakeRoutes([
      route('aboutUs', 'pages', () => Promise.resolve({ default: () => null, messages })),
    ]);
    const router = createRouter({ history: createMemoryHistory(), routes: table, i18n: { addMessages } });
    let shown = false;
    const loading = router.load('aboutUs').then(() => (shown = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(addMessages).toHaveBeenCalledWith(messages);
    expect(shown).toBe(false);
    release();
    await loading;
    await router.load('aboutUs');
    expect(addMessages).toHaveBeenCalledTimes(1);
  });

  test('the route tables hold the built screens under the spec paths, and the spec lists 62 routes', async () => {
    expect(ROUTE_INFO).toHaveLength(62);
    expect(new Set(ROUTE_INFO.map((r) => r.name)).size).toBe(62);
    expect(ROUTE_INFO.find((r) => r.name === 'walletView')?.path).toBe('/pagesPerson/walletView/walletView');
    expect(ROUTE_INFO.find((r) => r.name === 'kefuTrade')?.path).toBe('/pagesManage/kefuTrade/kefuTrade');
    const grouped = await Promise.all(
      Object.entries(GROUP_TABLES).map(([group, load]) => load().then((m) => tableOf(group, m.default))),
    );
    const all = [...realRoutes, ...grouped.flat()];
    expect(Object.keys(GROUP_TABLES).sort()).toEqual([
      'pagesCommon',
      'pagesCommunity',
      'pagesManage',
      'pagesPerson',
    ]);
    for (const r of all) expect(ROUTE_INFO).toContainEqual({ name: r.name, path: r.path, group: r.group });
    expect(realRoutes.every((r) => r.group === 'pages')).toBe(true);
    // every screen folder (screens/<group>/<name>/<name>.tsx) is registered, and nothing else
    // @ts-expect-error ImportMeta.glob is declared by vite/client only
    const files: Record<string, unknown> = import.meta.glob('../screens/*/*/*.tsx');
    const screens = Object.keys(files)
      .map((file) => file.match(/\/screens\/(\w+)\/(\w+)\/(\w+)\.tsx$/))
      .filter((m): m is RegExpMatchArray => !!m && m[2] === m[3])
      .map((m) => `/${m[1]}/${m[2]}/${m[2]}`);
    expect(all.map((r) => r.path).sort()).toEqual(screens.sort());
    expect(realRoutes.map((r) => r.name)).toContain('messageCenter');
  });
});
