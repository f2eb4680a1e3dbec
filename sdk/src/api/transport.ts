import redaxios from 'redaxios';
import { HTTP_TIMEOUT_MS, TOAST_DEBOUNCE_MS } from '../config';
import type { TFunction } from '../i18n';

export type Primitive = string | number | boolean;
export type Params = Record<string, Primitive | undefined>;

export interface RequestOptions {
  /** No toast on a code-0 answer (the caller shows the message its own way). */
  silent?: boolean;
  /** Aborts this request (the instance's own signal aborts every request on unmount anyway). */
  signal?: AbortSignal;
}

export interface UploadOptions extends RequestOptions {
  /** The form field that carries the file. */
  field: string;
  /** Extra form fields sent with the file. */
  fields?: Record<string, Primitive>;
  /** Upload progress, 0..1. */
  onProgress?: (fraction: number) => void;
}

export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'aborted' | 'unauthorized';

/** A failed call. `message` is already translated and ready to show. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Transport {
  get<T>(path: string, params?: Params, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: Params, opts?: RequestOptions): Promise<T>;
  upload<T>(path: string, file: Blob, opts: UploadOptions): Promise<T>;
}

export interface TransportDeps {
  /** Origin (and optional path prefix) of the API server. */
  apiBase: string;
  getToken(): string | null | undefined;
  /** The error texts (`t`), and the locale sent as Accept-Language. */
  i18n: { t: TFunction; $locale: { get(): string } };
  toast(text: string): void;
  /** A 401: the expired-token path (clear the session, ask for a login). Gets the token the request carried. */
  onUnauthorized(token: string | undefined): void;
  /**
   * With the `getToken` option: a 401 asks for a new token (true when one was applied), and the
   * call is then sent once more.
   */
  renew?(token: string | undefined): Promise<boolean>;
  /** Every failure except an abort (the mount emits the public `error` event). */
  onError?(error: ApiError & { kind: Exclude<ApiErrorKind, 'aborted'> }): void;
  /** The instance's signal: aborting it aborts every request. */
  signal: AbortSignal;
  fetch?: typeof fetch;
  XMLHttpRequest?: typeof XMLHttpRequest;
}

export interface RawResponse {
  status: number;
  data: unknown;
}

type Send = (signal: AbortSignal, headers: Record<string, string>) => Promise<RawResponse>;

const clean = (params: Params = {}) => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out.append(k, String(v));
  return out;
};

/**
 * The SDK's HTTP client: redaxios over fetch (XMLHttpRequest for uploads, for progress),
 * form-encoded bodies, bearer token, Accept-Language, a 30000 ms timeout and the `{ code,
 * msg, data }` envelope: code 1 resolves `data`, code 0 rejects with an ApiError and toasts
 * `msg` (the same message at most once per 500 ms).
 */
export function createTransport(deps: TransportDeps): Transport {
  const base = deps.apiBase.replace(/\/+$/, '');
  const lastToast = new Map<string, number>();

  function toastOnce(message: string): void {
    const now = Date.now();
    const last = lastToast.get(message);
    if (last !== undefined && now - last < TOAST_DEBOUNCE_MS) return;
    lastToast.set(message, now);
    deps.toast(message);
  }

  function fail(error: ApiError, opts: RequestOptions): never {
    if (error.kind !== 'aborted') {
      if (!opts.silent) toastOnce(error.message);
      deps.onError?.(error as ApiError & { kind: Exclude<ApiErrorKind, 'aborted'> });
    }
    throw error;
  }

  async function run<T>(send: Send, opts: RequestOptions, again?: 1): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const signals = [deps.signal, opts.signal].filter((s): s is AbortSignal => !!s);
    if (signals.some((s) => s.aborted)) fail(new ApiError('aborted', deps.i18n.t('error.aborted')), opts);
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, HTTP_TIMEOUT_MS);
    const abort = () => {
      clearTimeout(timer); // at once, so an unmount leaves no timer even for a microtask
      controller.abort();
    };
    for (const s of signals) s.addEventListener('abort', abort);

    const headers: Record<string, string> = { 'Accept-Language': deps.i18n.$locale.get() };
    const token = deps.getToken() || undefined;
    if (token) headers.Authorization = `Bearer ${token}`;

    let res: RawResponse | undefined;
    try {
      res = await send(controller.signal, headers);
    } catch {
      // told apart below
    } finally {
      clearTimeout(timer);
      for (const s of signals) s.removeEventListener('abort', abort);
    }
    // checked even when send resolved: redaxios resolves when an abort cuts the body off
    if (timedOut) fail(new ApiError('timeout', deps.i18n.t('error.timeout', { ms: HTTP_TIMEOUT_MS })), opts);
    if (controller.signal.aborted) fail(new ApiError('aborted', deps.i18n.t('error.aborted')), opts);
    if (!res) fail(new ApiError('network', deps.i18n.t('error.network')), opts);

    const body = res.data as Partial<{ code: number; msg: string; data: T }> | null;
    if (res.status === 401) {
      if (!again && (await deps.renew?.(token))) return run(send, opts, 1);
      deps.onUnauthorized(token);
      fail(new ApiError('unauthorized', deps.i18n.t('error.sessionExpired'), 401), opts);
    }
    // (fetch never resolves with a status under 200)
    if (res.status < 300 && body?.code === 1) return body.data as T;
    if (body?.code === 0 && typeof body.msg === 'string' && body.msg) {
      fail(new ApiError('server', body.msg, res.status), opts);
    }
    fail(new ApiError('network', deps.i18n.t('error.network'), res.status), opts);
  }

  // redaxios over fetch: it builds the query string and parses the body (a URLSearchParams
  // body is sent by fetch as application/x-www-form-urlencoded;charset=UTF-8); the signal goes
  // through its `fetch` option (0.5.1 does not pass one on), every status resolves, and the
  // envelope, the timeout and the error texts stay ours.
  function viaRedaxios(post: boolean, path: string, params: Params | undefined): Send {
    const form = clean(params);
    return async (signal, headers) => {
      const res = await redaxios(base + path, {
        method: post ? 'post' : 'get',
        headers,
        data: post ? form : undefined,
        params: post || !form.toString() ? undefined : form,
        validateStatus: () => true,
        fetch: (url, init) => (deps.fetch ?? fetch)(url, { ...init, signal }),
      });
      return { status: res.status, data: res.data };
    };
  }

  return {
    get: (path, params, opts = {}) => run(viaRedaxios(false, path, params), opts),
    post: (path, body, opts = {}) => run(viaRedaxios(true, path, body), opts),
    // XHR, for its upload progress; its own chunk, fetched by the first upload only.
    upload: (path, file, opts) =>
      run(
        async (signal, headers) =>
          (await import('./xhr-upload')).sendForm(
            base + path,
            file,
            opts,
            signal,
            headers,
            deps.XMLHttpRequest,
          ),
        opts,
      ),
  };
}
