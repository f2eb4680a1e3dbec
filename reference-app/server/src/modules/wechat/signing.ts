import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth `state`: the sign-in's id and an HMAC of it, so a callback with a state this server
 * did not make (or made for another sign-in) is refused before anything is looked up. WeChat
 * caps `state` at 128 bytes; this is 22 + 1 + 43.
 */
export function signState(id: string, key: string): string {
  return `${id}.${createHmac('sha256', key).update(`wechat-state\n${id}`).digest('base64url')}`;
}

/** The sign-in id of a state this server signed, or undefined. */
export function verifyState(state: string, key: string): string | undefined {
  const [id, mac, extra] = state.split('.');
  if (!id || !mac || extra !== undefined || !/^[\w-]{1,64}$/.test(id)) return undefined;
  const expected = Buffer.from(signState(id, key).split('.')[1] ?? '');
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/**
 * The JS-SDK `wx.config` signature: SHA-1 of the four fields in this order, as WeChat's
 * JS-SDK documentation (附录1) specifies; `url` is the page's URL without its `#` part.
 */
export function jsapiSignature(input: {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}): string {
  const plain = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${input.url}`;
  return createHash('sha1').update(plain).digest('hex');
}
