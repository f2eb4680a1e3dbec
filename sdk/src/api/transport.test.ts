import { atom } from 'nanostores';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeFetch } from '../../test/helpers';
import { HTTP_TIMEOUT_MS, TOAST_DEBOUNCE_MS } from '../config';
import { createI18n } from '../i18n';
import { getBanners } from './endpoints/content';
import { editInfo } from './endpoints/user';
import { ApiError, createTransport, type TransportDeps } from './transport';

afterEach(() => vi.useRealTimers());

function setup(fetch: typeof globalThis.fetch, extra: Partial<TransportDeps> = {}) {
  const controller = new AbortController();
  const i18n = createI18n();
  const getToken = vi.fn<() => string | null>(() => 'tok');
  const deps = {
    apiBase: 'https://api.test/',
    getToken,
    i18n: { t: i18n.t, $locale: atom('zh-Hans') },
    toast: vi.fn(),
    onUnauthorized: vi.fn(),
    onError: vi.fn(),
    signal: controller.signal,
    fetch,
    ...extra,
  };
  return { api: createTransport(deps), deps, controller, getToken };
}

const headersOf = (init?: RequestInit) => new Headers(init?.headers);

describe('transport', () => {
  test('posts a form-encoded body with the bearer token and Accept-Language', async () => {
    const fetch = fakeFetch(() => ({ code: 1, msg: '', data: { ok: true } }));
    const { api } = setup(fetch);
    await expect(
      api.post('/api/sms/register', { phone: '13800000000', code: 'ab', skip: undefined }),
    ).resolves.toEqual({
      ok: true,
    });
    const { url, init } = fetch.calls[0] ?? { url: '', init: {} };
    expect(url).toBe('https://api.test/api/sms/register');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('phone=13800000000&code=ab');
    // the Content-Type fetch gives a URLSearchParams body
    expect(new Request(url, init).headers.get('content-type')).toBe(
      'application/x-www-form-urlencoded;charset=UTF-8',
    );
    expect(headersOf(init).get('authorization')).toBe('Bearer tok');
    expect(headersOf(init).get('accept-language')).toBe('zh-Hans');
  });

  test('sends GET parameters as a query string and no Authorization without a token', async () => {
    const fetch = fakeFetch(() => ({ code: 1, msg: '', data: [] }));
    const { api, getToken } = setup(fetch);
    getToken.mockReturnValue(null);
    await getBanners(api, 'home');
    expect(fetch.calls[0]?.url).toBe('https://api.test/api/banner/info?position=home');
    expect(headersOf(fetch.calls[0]?.init).has('authorization')).toBe(false);
  });

  test('code 1 resolves data; code 0 rejects with a server ApiError and toasts msg', async () => {
    const fetch = fakeFetch(() => ({ code: 0, msg: 'Phone already bound', data: null }));
    const { api, deps } = setup(fetch);
    const err = await api.post('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'server', message: 'Phone already bound' });
    expect(deps.toast).toHaveBeenCalledWith('Phone already bound');
    expect(deps.onError).toHaveBeenCalledWith(err);
  });

  test('a code 0 with an HTTP error status (400, 409, 429) still shows its msg', async () => {
    const fetch = fakeFetch(
      () => new Response(JSON.stringify({ code: 0, msg: 'Too many requests', data: null }), { status: 429 }),
    );
    const { api, deps } = setup(fetch);
    await expect(api.get('/x')).rejects.toMatchObject({
      kind: 'server',
      message: 'Too many requests',
      status: 429,
    });
    expect(deps.toast).toHaveBeenCalledWith('Too many requests');
  });

  test('silent skips the toast but still rejects', async () => {
    const fetch = fakeFetch(() => ({ code: 0, msg: 'Wrong code', data: null }));
    const { api, deps } = setup(fetch);
    await expect(api.post('/x', {}, { silent: true })).rejects.toMatchObject({ kind: 'server' });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  test(`toasts the same message at most once per ${TOAST_DEBOUNCE_MS} ms`, async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch(() => ({ code: 0, msg: 'Busy', data: null }));
    const { api, deps } = setup(fetch);
    const fail = () => api.get('/x').catch(() => undefined);
    await fail();
    await fail();
    expect(deps.toast).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TOAST_DEBOUNCE_MS - 1);
    await fail();
    expect(deps.toast).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await fail();
    expect(deps.toast).toHaveBeenCalledTimes(2);
    // a different message is not held back
    fetch.calls.length = 0;
    const other = setup(fakeFetch(() => ({ code: 0, msg: 'Other', data: null })));
    await other.api.get('/x').catch(() => undefined);
    expect(other.deps.toast).toHaveBeenCalledWith('Other');
  });

  test(`times out after ${HTTP_TIMEOUT_MS} ms with the translated text`, async () => {
    vi.useFakeTimers();
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { api, deps } = setup(hang);
    const result = api.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(deps.onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ kind: 'timeout', message: 'timeout of 30000 ms exceeded' });
    expect(deps.toast).toHaveBeenCalledWith('timeout of 30000 ms exceeded');
  });

  test("maps a transport failure to 'Network Error'", async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'network', message: 'Network Error' });
  });

  test("aborts every request when the instance signal aborts: 'Request aborted', no toast, no error event", async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { api, deps, controller } = setup(hang);
    const a = api.get('/a').catch((e: unknown) => e);
    const b = api.post('/b').catch((e: unknown) => e);
    controller.abort();
    expect(await a).toMatchObject({ kind: 'aborted', message: 'Request aborted' });
    expect(await b).toMatchObject({ kind: 'aborted' });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.onError).not.toHaveBeenCalled();
    await expect(api.get('/after')).rejects.toMatchObject({ kind: 'aborted' });
  });

  test('a per-call signal aborts that call only', async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { api } = setup(hang);
    const own = new AbortController();
    const p = api.get('/a', {}, { signal: own.signal }).catch((e: unknown) => e);
    own.abort();
    expect(await p).toMatchObject({ kind: 'aborted' });
  });

  test('a GET carries no body and no Content-Type', async () => {
    const fetch = fakeFetch(() => ({ code: 1, msg: '', data: 1 }));
    const { api } = setup(fetch);
    await api.get('/x', { a: 1, b: undefined });
    const init = fetch.calls[0]?.init ?? {};
    expect(fetch.calls[0]?.url).toBe('https://api.test/x?a=1');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headersOf(init).has('content-type')).toBe(false);
  });

  test("an answer that is not JSON (a proxy's 502 page) is a 'Network Error' with its status", async () => {
    const fetch = fakeFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const { api, deps } = setup(fetch);
    await expect(api.get('/x')).rejects.toMatchObject({
      kind: 'network',
      message: 'Network Error',
      status: 502,
    });
    expect(deps.toast).toHaveBeenCalledWith('Network Error');
  });

  test("an empty 200 or a 200 without the envelope is a 'Network Error'", async () => {
    const empty = setup(fakeFetch(() => new Response('', { status: 200 })));
    await expect(empty.api.get('/x')).rejects.toMatchObject({ kind: 'network', status: 200 });
    const bare = setup(fakeFetch(() => ({ ok: true })));
    await expect(bare.api.get('/x')).rejects.toMatchObject({ kind: 'network', status: 200 });
  });

  test('code 1 with an error status is not a success', async () => {
    const fetch = fakeFetch(
      () => new Response(JSON.stringify({ code: 1, msg: '', data: 1 }), { status: 500 }),
    );
    const { api } = setup(fetch);
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'network', status: 500 });
  });

  test("an abort while the body is still arriving is 'Request aborted', not a network error", async () => {
    let cut: (() => void) | undefined;
    const slowBody: typeof fetch = async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":1,'));
          cut = () => controller.error(new DOMException('aborted', 'AbortError'));
          init?.signal?.addEventListener('abort', () => cut?.());
        },
      });
      return new Response(body, { status: 200 });
    };
    const { api, deps, controller } = setup(slowBody);
    const p = api.get('/x').catch((e: unknown) => e);
    await vi.waitFor(() => expect(cut).toBeDefined());
    controller.abort();
    expect(await p).toMatchObject({ kind: 'aborted', message: 'Request aborted' });
    expect(deps.onError).not.toHaveBeenCalled();
  });

  test(`a body still arriving after ${HTTP_TIMEOUT_MS} ms is a timeout, not a network error`, async () => {
    vi.useFakeTimers();
    const slowBody: typeof fetch = async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":1,'));
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { status: 200 });
    };
    const { api, deps } = setup(slowBody);
    const result = api.get('/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
    expect(await result).toMatchObject({ kind: 'timeout', message: 'timeout of 30000 ms exceeded' });
    expect(deps.onError).toHaveBeenCalledTimes(1);
  });

  test('a 401 takes the expired-token path', async () => {
    const fetch = fakeFetch(
      () => new Response(JSON.stringify({ code: 0, msg: 'expired', data: null }), { status: 401 }),
    );
    const { api, deps } = setup(fetch);
    await expect(api.get('/api/user/personalInfo')).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(deps.onUnauthorized).toHaveBeenCalledWith('tok');
  });

  test('with renew (getToken): a 401 asks for a token and sends the call once more', async () => {
    let token = 'old';
    const seen: (string | null)[] = [];
    const fetch = fakeFetch((_url, init) => {
      const auth = headersOf(init).get('Authorization');
      seen.push(auth);
      return auth === 'Bearer new'
        ? { code: 1, msg: '', data: { ok: true } }
        : new Response(JSON.stringify({ code: 0, msg: 'expired', data: null }), { status: 401 });
    });
    const renew = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const { api, deps } = setup(fetch, { getToken: () => token, renew });
    await expect(api.get('/api/user/personalInfo')).resolves.toEqual({ ok: true });
    expect(renew).toHaveBeenCalledWith('old');
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  test('with renew: a second 401 (or no new token) takes the expired-token path, without a loop', async () => {
    const fetch = fakeFetch(
      () => new Response(JSON.stringify({ code: 0, msg: 'expired', data: null }), { status: 401 }),
    );
    const renew = vi.fn(async () => true);
    const { api, deps } = setup(fetch, { renew });
    await expect(api.get('/api/user/personalInfo')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetch.calls).toHaveLength(2);
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);

    const refused = vi.fn(async () => false);
    const second = setup(fetch, { renew: refused });
    await expect(second.api.get('/api/user/personalInfo')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(second.deps.onUnauthorized).toHaveBeenCalledWith('tok');
  });

  test('uploads multipart with a file, extra fields and progress through XMLHttpRequest', async () => {
    const sent: { method?: string; url?: string; headers: Record<string, string>; body?: FormData } = {
      headers: {},
    };
    class FakeXhr {
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
      status = 0;
      responseText = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(method: string, url: string) {
        sent.method = method;
        sent.url = url;
      }
      setRequestHeader(k: string, v: string) {
        sent.headers[k.toLowerCase()] = v;
      }
      abort() {
        this.onabort?.();
      }
      send(body: FormData) {
        sent.body = body;
        const progress = (loaded: number) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 4 } as ProgressEvent);
        progress(1);
        progress(4);
        this.status = 200;
        this.responseText = JSON.stringify({ code: 1, msg: '', data: { id: 1, face: 'https://f' } });
        this.onload?.();
      }
    }
    const { api } = setup(fakeFetch(), { XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest });
    const onProgress = vi.fn();
    const file = new Blob(['abcd'], { type: 'image/png' });
    const user = await editInfo(api, { s_username: 'Ann', face: file }, { onProgress });
    expect(user).toEqual({ id: 1, face: 'https://f' });
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('https://api.test/m/api/user/edit_info.php');
    expect(sent.headers.authorization).toBe('Bearer tok');
    expect(sent.headers['accept-language']).toBe('zh-Hans');
    expect(sent.body?.get('s_username')).toBe('Ann');
    expect(sent.body?.get('face')).toBeInstanceOf(Blob);
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
  });

  test('an upload answered with code 0 rejects and toasts like any call', async () => {
    class FailXhr {
      upload = { onprogress: null };
      status = 413;
      responseText = JSON.stringify({ code: 0, msg: 'File too large', data: null });
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        this.onload?.();
      }
    }
    const { api, deps } = setup(fakeFetch(), { XMLHttpRequest: FailXhr as unknown as typeof XMLHttpRequest });
    await expect(api.upload('/up', new Blob(['x']), { field: 'photo' })).rejects.toMatchObject({
      kind: 'server',
      message: 'File too large',
    });
    expect(deps.toast).toHaveBeenCalledWith('File too large');
  });
});
