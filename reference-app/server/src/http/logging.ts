import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are safe to log; every other value is replaced. */
const LOGGABLE_QUERY = new Set(['page', 'position', 'agreement_key', 'contract_key', 'type']);

/** The URL with the values of every query parameter outside the allowlist redacted. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const safe = [...params].map(
    ([key, value]) =>
      `${encodeURIComponent(key)}=${LOGGABLE_QUERY.has(key) ? encodeURIComponent(value) : '[redacted]'}`,
  );
  return `${url.slice(0, q)}?${safe.join('&')}`;
}

/** Request log line: method, redacted URL, client address. No headers, no body. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/**
 * PostgreSQL's data-exception errors (SQLSTATE class 22: invalid input syntax, value out of
 * range...) quote the offending input in their message, e.g.
 * `invalid input syntax for type integer: "<the value>"`; that value could be a phone or a code.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/**
 * Errors are logged with type, message, code and stack only: driver errors carry the failed
 * query's parameters (phones, hashes) as extra properties (`detail`, `parameters`), which must
 * not reach the log; quoted input in data-exception messages is redacted too.
 */
export function serializeError(error: Error): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  const code = (error as { code?: unknown }).code;
  const redact = typeof code === 'string' && DATA_EXCEPTION.test(code);
  const clean = (text: string) => (redact ? text.replace(/"[^"\n]*"/g, '"[redacted]"') : text);
  return {
    type: error.name,
    message: clean(error.message),
    stack: clean(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
  };
}
