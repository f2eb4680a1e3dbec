import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeRoutes } from '../../test/fake-routes';
import { createLazyHashHistory } from './lazy-hash-history';
import { createRouter } from './router';

afterEach(() => {
  history.replaceState(null, '', '#');
});

describe('lazy hash history', () => {
  test('a cold start on a deep link opens that page at once; the hash follows the moves once the chunk is in', async () => {
    history.replaceState(null, '', '#/pages/aboutUs/aboutUs?x=1');
    const router = createRouter({ history: createLazyHashHistory(), routes: fakeRoutes() });
    expect(router.$stack.get().at(-1)).toMatchObject({ name: 'aboutUs', query: { x: '1' } });
    router.navigateTo('aboutContract', { key: 'user_agreement' });
    await vi.waitFor(() =>
      expect(location.hash).toBe('#/pages/aboutContract/aboutContract?key=user_agreement'),
    );
    router.navigateTo('homeView');
    expect(location.hash).toBe('#/pages/homeView/homeView');
    router.dispose();
  });

  test('moves made before the chunk is in run in order, the back button is followed after', async () => {
    history.replaceState(null, '', '#');
    const router = createRouter({ history: createLazyHashHistory(), routes: fakeRoutes() });
    router.navigateTo('aboutUs');
    router.redirectTo('aboutContract');
    await vi.waitFor(() => expect(location.hash).toBe('#/pages/aboutContract/aboutContract'));
    history.back();
    await vi.waitFor(() => expect(router.$stack.get().map((e) => e.name)).toEqual(['homeView']));
    router.dispose();
  });

  test('disposed before the chunk is in: it stops listening once it is', async () => {
    history.replaceState(null, '', '#');
    const router = createRouter({ history: createLazyHashHistory(), routes: fakeRoutes() });
    router.dispose();
    await import('./hash-history');
    await new Promise((r) => setTimeout(r, 0));
    location.hash = '#/pages/aboutUs/aboutUs';
    await new Promise((r) => setTimeout(r, 20));
    expect(router.$stack.get().map((e) => e.name)).toEqual(['homeView']);
  });
});
