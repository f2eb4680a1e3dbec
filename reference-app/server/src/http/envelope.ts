/** The body of every response: `code: 1` success with `data`, `code: 0` failure with a message. */
export interface Envelope<T> {
  code: 0 | 1;
  msg: string;
  data: T | null;
}

/** A success, typed so a route's answer is checked against its response schema. */
export interface Success<T> {
  code: 1;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'ok'): Success<T> {
  return { code: 1, msg, data };
}

export function fail(msg: string): Envelope<null> {
  return { code: 0, msg, data: null };
}
