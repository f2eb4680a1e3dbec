import { options } from 'preact';
import { act } from 'preact/test-utils';
import { type MountInternals, mountWith } from '../src/app/mount';
import type { MarketplaceOptions } from '../src/app/options';
import { createMemoryHistory } from '../src/router/memory-history';
import { fakeRoutes } from './fake-routes';

// Preact runs effects after the next frame; in tests run them in a microtask instead, so a
// flush of the microtask queue settles renders and effects alike (with or without fake timers).
options.requestAnimationFrame = (cb: () => void) => void Promise.resolve().then(cb);

/** Lets pending promises and Preact effects run. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

/** A fetch that answers each call with an envelope (or a raw response). */
export function fakeFetch(
  answer: (url: string, init: RequestInit) => unknown = () => ({ code: 1, msg: '', data: null }),
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const body = await answer(url, init);
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return Object.assign(fn as unknown as typeof fetch, { calls });
}

/** Mounts on a fresh element with the fake route table and memory history. */
export function mountTest(options: MarketplaceOptions = {}, internals: MountInternals = {}) {
  const el = document.createElement('div');
  document.body.append(el);
  const fetch = internals.fetch ?? fakeFetch();
  let handle!: ReturnType<typeof mountWith>;
  act(() => {
    handle = mountWith(
      el,
      { apiBase: 'https://api.test', ...options },
      {
        routes: fakeRoutes(),
        ...(options.routing === 'hash' ? {} : { history: createMemoryHistory() }),
        ...internals,
        fetch,
      },
    );
  });
  const root = el.shadowRoot as ShadowRoot;
  const text = () => root.textContent ?? '';
  return { el, root, handle, text, fetch };
}
