import { afterEach, describe, expect, test } from 'vitest';
import { fakeRoutes } from '../../test/fake-routes';
import { createHashHistory } from './hash-history';
import { createRouter } from './router';

afterEach(() => {
  history.replaceState(null, '', '#');
});

const tick = () => new Promise((r) => setTimeout(r, 20));

describe('hash history', () => {
  test('the URL hash reflects the page stack', () => {
    history.replaceState(null, '', '#');
    const router = createRouter({ history: createHashHistory(), routes: fakeRoutes() });
    expect(location.hash).toBe('#/pages/homeView/homeView');
    router.navigateTo('aboutContract', { key: 'user_agreement' });
    expect(location.hash).toBe('#/pages/aboutContract/aboutContract?key=user_agreement');
    router.redirectTo('aboutUs');
    expect(location.hash).toBe('#/pages/aboutUs/aboutUs');
    router.dispose();
  });

  test('a deep link in the hash opens that page', () => {
    history.replaceState(null, '', '#/pages/aboutUs/aboutUs?x=1');
    const router = createRouter({ history: createHashHistory(), routes: fakeRoutes() });
    expect(router.$stack.get().at(-1)).toMatchObject({ name: 'aboutUs', query: { x: '1' } });
    router.dispose();
  });

  test("'#/' opens home", () => {
    history.replaceState(null, '', '#/');
    const router = createRouter({ history: createHashHistory(), routes: fakeRoutes() });
    expect(router.$stack.get().at(-1)?.name).toBe('homeView');
    router.dispose();
  });

  test('reacts to an edited hash and to the back button', async () => {
    history.replaceState(null, '', '#');
    const router = createRouter({ history: createHashHistory(), routes: fakeRoutes() });
    location.hash = '#/pages/webView/webView?url=a';
    await tick();
    expect(router.$stack.get().map((e) => e.name)).toEqual(['homeView', 'webView']);
    router.navigateTo('aboutUs');
    history.back();
    await tick();
    expect(router.$stack.get().map((e) => e.name)).toEqual(['homeView', 'webView']);
    router.dispose();
  });

  test('navigateBack moves the browser history back too', async () => {
    history.replaceState(null, '', '#');
    const router = createRouter({ history: createHashHistory(), routes: fakeRoutes() });
    router.navigateTo('aboutUs');
    router.navigateBack();
    await tick();
    expect(location.hash).toBe('#/pages/homeView/homeView');
    expect(router.$stack.get().map((e) => e.name)).toEqual(['homeView']);
    router.dispose();
  });
});
