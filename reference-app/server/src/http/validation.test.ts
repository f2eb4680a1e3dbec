import { describe, expect, test } from 'vitest';
import { backends, bearer, body, form, multipart, registerUser, useTestApp } from '../../test/helpers.js';
import { ok } from './envelope.js';
import { Choice, Fields } from './schemas.js';

/** What the route schemas refuse, and in which words: the services' own, in the caller's language. */
describe.each(backends())('route schemas on %s', (backend) => {
  const t = useTestApp(backend, {
    setup(app) {
      app.post(
        '/test/choice',
        {
          schema: {
            operationId: 'testChoice',
            body: Fields({ stars: Choice(['1', '5'], 'Stars.', { invalid: 'error.stars' }) }),
          },
        },
        async () => ok(null),
      );
    },
  });

  async function post(url: string, payload: ReturnType<typeof form> | ReturnType<typeof multipart>) {
    const response = await t().app.inject({ method: 'POST', url, ...payload });
    return { status: response.statusCode, msg: body(response).msg, code: body(response).code };
  }

  test('a missing bearer answers 401 before the body is looked at', async () => {
    expect(await post('/api/address/delete', form({}))).toEqual({
      status: 401,
      code: 0,
      msg: body(await t().app.inject({ method: 'GET', url: '/api/address/list' })).msg,
    });
  });

  test('a missing field is "Please enter", naming the field, in the caller’s language', async () => {
    const { token } = await registerUser(t());
    expect(await post('/api/address/delete', form({}, bearer(token)))).toEqual({
      status: 400,
      code: 0,
      msg: 'Please enter the ID.',
    });
    const zh = form({}, { ...bearer(token), 'accept-language': 'zh-Hans' });
    expect((await post('/api/address/delete', zh)).msg).toBe('请输入编号');
  });

  test('a malformed field is "not valid", from a form, a multipart or a JSON body alike', async () => {
    const { token } = await registerUser(t());
    const invalid = { status: 400, code: 0, msg: 'The ID is not valid.' };
    expect(await post('/api/address/delete', form({ id: 'abc' }, bearer(token)))).toEqual(invalid);
    expect(await post('/api/address/delete', multipart({ id: 'abc' }, [], bearer(token)))).toEqual(invalid);
    const json = {
      payload: JSON.stringify({ id: 'abc' }),
      headers: { ...bearer(token), 'content-type': 'application/json' },
    };
    expect(await post('/api/address/delete', json)).toEqual(invalid);
  });

  test('numbers in a JSON body and repeated keys read as the form fields they were', async () => {
    const { token } = await registerUser(t());
    const notFound = body(
      await t().app.inject({
        method: 'POST',
        url: '/api/address/delete',
        ...form({ id: '999999' }, bearer(token)),
      }),
    ).msg;
    const json = {
      payload: JSON.stringify({ id: 999999 }),
      headers: { ...bearer(token), 'content-type': 'application/json' },
    };
    expect(await post('/api/address/delete', json)).toEqual({ status: 404, code: 0, msg: notFound });
    const repeated = {
      payload: 'id=abc&id=1',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    };
    expect((await post('/api/address/delete', repeated)).msg).toBe('The ID is not valid.');
  });

  test('a field whose service words it otherwise keeps its own message', async () => {
    const { token } = await registerUser(t());
    expect(await post('/api/user/realName', form({ sfzid: '11010519491231002X' }, bearer(token)))).toEqual({
      status: 400,
      code: 0,
      msg: 'Enter your legal name.',
    });
  });

  test('a choice refused names its own message when it has one', async () => {
    expect(await post('/test/choice', form({ stars: '7' }))).toEqual({
      status: 400,
      code: 0,
      msg: 'Please give 1 to 5 stars.',
    });
    expect((await post('/test/choice', form({ stars: '5' }))).status).toBe(200);
  });

  test('query strings are checked the same way', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/goods_order/detail?id=x1' });
    expect(response.statusCode).toBe(400);
    expect(body(response).msg).toBe('The ID is not valid.');
  });
});
