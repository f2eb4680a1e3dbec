// Calls to the reference server as a signed-in user, the way journeys set up and read back
// what the screens cannot show: form-encoded bodies, query strings for GET.
import assert from 'node:assert/strict';
import { baseUrl } from './browser.mjs';

/** The answer as it came: `{ status, body }` (body is the envelope). */
export async function callAs(user, method, path, fields) {
  const init = { method, headers: { authorization: `Bearer ${user.tokenInfo.token}` } };
  let url = `${baseUrl}${path}`;
  if (fields && method === 'GET') url += `?${new URLSearchParams(fields)}`;
  else if (fields) {
    init.body = new URLSearchParams(fields);
    init.headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}

/** The answer's `data`, failing the journey when the call was refused. */
export async function mustAs(user, method, path, fields) {
  const { status, body } = await callAs(user, method, path, fields);
  assert.equal(body.code, 1, `${method} ${path}: ${status} ${body.msg}`);
  return body.data;
}
