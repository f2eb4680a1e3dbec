import { describe, expect, test, vi } from 'vitest';
import { fakeRoutes } from '../../test/fake-routes';
import type { ComponentType } from '../lib/preact';
import { createMemoryHistory } from './memory-history';
import { createRouter } from './router';
import { GROUP_TABLES, type GroupModule, type GroupTables, type RouteDef } from './routes';

/** A screen component that says which route it is. */
const screen = (name: string): ComponentType => Object.assign(() => null, { displayName: name });

/** A group table whose chunk arrives when the test says so (or at once), counting its fetches. */
function fakeGroup(names: string[], { held = false } = {}) {
  const loads = Object.fromEntries(
    names.map((name) => [name, vi.fn(() => Promise.resolve({ default: screen(name) }))]),
  );
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<GroupModule>((resolve, reject) => {
        const answer = { resolve: () => resolve({ default: loads }), reject };
        if (held) pending.push(answer);
        else answer.resolve();
      }),
  );
  return { fetch, loads, pending };
}

/** The main package's fake routes only: every group route comes from a group table. */
const pagesOnly = (): RouteDef[] => fakeRoutes().filter((r) => r.group === 'pages');

function setup(groups: GroupTables, initial = '/', entry?: string) {
  const history = createMemoryHistory(initial);
  const router = createRouter({ history, routes: pagesOnly(), groups, entry });
  const top = () => router.$stack.get().at(-1);
  return { router, history, top };
}

const displayName = (c: ComponentType) => (c as { displayName?: string }).displayName;

describe('route groups load like subpackages', () => {
  test('a cold deep link into a group fetches its table, then its screen', async () => {
    const person = fakeGroup(['walletView', 'browseHistory']);
    const { router, top, history } = setup(
      { pagesPerson: person.fetch },
      '/pagesPerson/walletView/walletView?x=1',
    );
    expect(top()).toMatchObject({
      name: 'walletView',
      path: '/pagesPerson/walletView/walletView',
      query: { x: '1' },
    });
    expect(history.read()).toBe('/pagesPerson/walletView/walletView?x=1');
    expect(router.route('walletView')).toBeUndefined(); // the core does not know it yet
    expect(router.loaded('/pagesPerson/walletView/walletView')).toBeUndefined();
    const shown = await router.load('/pagesPerson/walletView/walletView');
    expect(displayName(shown)).toBe('walletView');
    expect(person.fetch).toHaveBeenCalledTimes(1);
    expect(person.loads.walletView).toHaveBeenCalledTimes(1);
    expect(person.loads.browseHistory).not.toHaveBeenCalled();
    expect(router.$groups.get()).toEqual(['pagesPerson']);
    expect(router.route('walletView')?.path).toBe('/pagesPerson/walletView/walletView');
    expect(router.loaded('/pagesPerson/walletView/walletView')).toBe(shown);
  });

  test('navigate takes a group path with or without its slash; once the table is in, the name works too', async () => {
    const person = fakeGroup(['walletView', 'browseHistory']);
    const { router, top } = setup({ pagesPerson: person.fetch });
    router.navigate('pagesPerson/browseHistory/browseHistory', { page: 2 });
    expect(top()).toMatchObject({
      name: 'browseHistory',
      path: '/pagesPerson/browseHistory/browseHistory',
      query: { page: '2' },
    });
    expect(displayName(await router.load(top()?.path ?? ''))).toBe('browseHistory');
    router.navigateTo('walletView');
    expect(top()).toMatchObject({ name: 'walletView', path: '/pagesPerson/walletView/walletView' });
    expect(person.fetch).toHaveBeenCalledTimes(1);
  });

  test('an unknown path in a known group, or a spec route of it without a screen, shows the not-found page once the table is in', async () => {
    const person = fakeGroup(['walletView']);
    const { router, top } = setup({ pagesPerson: person.fetch });
    const notFound = await router.load('/pages/nothing/nothing');
    for (const path of ['/pagesPerson/nothing/nothing', '/pagesPerson/cashOut/cashOut']) {
      router.navigate(path);
      expect(top()?.path).toBe(path);
      expect(await router.load(path)).toBe(notFound);
    }
    expect(person.fetch).toHaveBeenCalledTimes(1);
    // a route of another package under this group's prefix is not this group's route
    router.navigate('/pagesPerson/aboutUs/aboutUs');
    expect(await router.load('/pagesPerson/aboutUs/aboutUs')).toBe(notFound);
  });

  test('a path of no group, or of the wrong shape, is not found without fetching anything', async () => {
    const person = fakeGroup(['walletView']);
    const { router, top } = setup({ pagesPerson: person.fetch });
    const notFound = await router.load('/pages/nothing/nothing');
    for (const path of ['/pagesElsewhere/x/x', '/pagesPerson/walletView/other', '/constructor/x/x']) {
      router.navigate(path);
      expect(top()).toMatchObject({ name: 'notFound', path });
      expect(await router.load(path)).toBe(notFound);
    }
    expect(person.fetch).not.toHaveBeenCalled();
  });

  test('entering personCenter fetches the pagesPerson and pagesCommon tables once, then their screens', async () => {
    const person = fakeGroup(['walletView']);
    const common = fakeGroup(['feedbackView']);
    const manage = fakeGroup(['kefuUser']);
    const { router } = setup({
      pagesPerson: person.fetch,
      pagesCommon: common.fetch,
      pagesManage: manage.fetch,
    });
    expect(person.fetch).not.toHaveBeenCalled();
    router.switchTab('personCenter');
    router.switchTab('homeView');
    router.switchTab('personCenter');
    await vi.waitFor(() => expect(router.loaded('walletView')).toBeTypeOf('function'));
    await vi.waitFor(() => expect(router.loaded('feedbackView')).toBeTypeOf('function'));
    expect(person.fetch).toHaveBeenCalledTimes(1);
    expect(common.fetch).toHaveBeenCalledTimes(1);
    expect(person.loads.walletView).toHaveBeenCalledTimes(1);
    expect(manage.fetch).not.toHaveBeenCalled();
    expect([...router.$groups.get()].sort()).toEqual(['pagesCommon', 'pagesPerson']);
  });

  test('opens of one group at the same time share one fetch of its table', async () => {
    const person = fakeGroup(['walletView', 'browseHistory'], { held: true });
    const { router } = setup({ pagesPerson: person.fetch });
    const a = router.load('/pagesPerson/walletView/walletView');
    const b = router.load('/pagesPerson/browseHistory/browseHistory');
    const c = router.load('/pagesPerson/walletView/walletView');
    person.pending[0]?.resolve();
    const [wallet, history, again] = await Promise.all([a, b, c]);
    expect(person.fetch).toHaveBeenCalledTimes(1);
    expect(displayName(wallet)).toBe('walletView');
    expect(displayName(history)).toBe('browseHistory');
    expect(again).toBe(wallet);
    expect(person.loads.walletView).toHaveBeenCalledTimes(1);
  });

  test('a failed table fetch fails the page; the retry fetches the table again', async () => {
    const person = fakeGroup(['walletView'], { held: true });
    const { router } = setup({ pagesPerson: person.fetch }, '/pagesPerson/walletView/walletView');
    const first = router.load('/pagesPerson/walletView/walletView');
    person.pending[0]?.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(first).rejects.toThrow('Failed to fetch');
    expect(router.$groups.get()).toEqual([]);
    const retry = router.load('/pagesPerson/walletView/walletView', true);
    expect(person.fetch).toHaveBeenCalledTimes(2);
    person.pending[1]?.resolve();
    expect(displayName(await retry)).toBe('walletView');
  });

  test('a retry while the table is still on its way waits for the same fetch (as a browser would)', async () => {
    const person = fakeGroup(['walletView'], { held: true });
    const { router } = setup({ pagesPerson: person.fetch });
    const first = router.load('/pagesPerson/walletView/walletView');
    const retry = router.load('/pagesPerson/walletView/walletView', true);
    person.pending[0]?.resolve();
    expect(await retry).toBe(await first);
    expect(person.fetch).toHaveBeenCalledTimes(1);
    expect(router.$groups.get()).toEqual(['pagesPerson']);
  });
});

describe("the groups' tables", () => {
  test.each(Object.keys(GROUP_TABLES))(
    "%s: every route of the table loads its own screen, with its texts, from the group's one chunk",
    async (group) => {
      const { default: table } = await (GROUP_TABLES[group] as () => Promise<GroupModule>)();
      expect(Object.keys(table).length).toBeGreaterThan(0);
      for (const [name, load] of Object.entries(table)) {
        const screen = await load();
        const own = await import(`../screens/${group}/${name}/${name}.tsx`);
        expect(screen.default, name).toBe(own.default);
        expect(screen.messages, name).toBe(own.messages);
      }
    },
  );
});
