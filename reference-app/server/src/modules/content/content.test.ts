import { describe, expect, test } from 'vitest';
import { backends, body, countAll, useTestApp } from '../../../test/helpers.js';

describe.each(backends())('content on %s', (backend) => {
  const t = useTestApp(backend, { config: { publicUrl: 'https://market.example.com' } });

  test('GET /api/banner/info lists the home banners with absolute image URLs', async () => {
    const { app } = t();
    const response = await app.inject({ method: 'GET', url: '/api/banner/info?position=home' });
    expect(response.statusCode).toBe(200);
    const env =
      body<{ id: number; image: string; title: string; link_type: string; link: string }[]>(response);
    expect(env.code).toBe(1);
    expect(env.data).toHaveLength(3);
    for (const banner of env.data) {
      expect(banner.image).toMatch(/^https:\/\/market\.example\.com\/assets\/banners\/banner-\d\.svg$/);
      expect(['none', 'route', 'web']).toContain(banner.link_type);
      expect(Object.keys(banner).sort()).toEqual(['id', 'image', 'link', 'link_type', 'title']);
    }
    const image = await app.inject({ method: 'GET', url: new URL(env.data[0]?.image ?? '').pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  test('an unknown but well-formed position has no banners', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/banner/info?position=sidebar' });
    expect(body(response)).toEqual({ code: 1, msg: 'ok', data: [] });
  });

  test.each([
    ['/api/banner/info', 'Please enter the banner position.'],
    ['/api/banner/info?position=', 'Please enter the banner position.'],
    ['/api/banner/info?position=%3Cscript%3E', 'The banner position is not valid.'],
  ])('%s is a 400', async (url, message) => {
    const { app, db } = t();
    const before = await countAll(db);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ code: 0, msg: message, data: null });
    expect(await countAll(db)).toEqual(before);
  });

  test('GET /api/share/index returns the share config', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/share/index' });
    expect(body(response)).toEqual({
      code: 1,
      msg: 'ok',
      data: [
        {
          page: '/pages/homeView/homeView',
          key: 'default',
          title: 'Task Marketplace',
          pic: 'https://market.example.com/assets/logo.svg',
        },
      ],
    });
    const logo = await t().app.inject({ method: 'GET', url: '/assets/logo.svg' });
    expect(logo.statusCode).toBe(200);
  });

  test('GET /api/agreement/list pages the agreements', async () => {
    const { app } = t();
    const first = await app.inject({ method: 'GET', url: '/api/agreement/list?page=1' });
    const env = body<{ list: { agreement_key: string; title: string; updated_at: number }[]; page: number }>(
      first,
    );
    expect(env.data).toEqual({
      list: [
        { agreement_key: 'user_agreement', title: 'User Agreement', updated_at: expect.any(Number) },
        { agreement_key: 'privacy_policy', title: 'Privacy Policy', updated_at: expect.any(Number) },
      ],
      page: 1,
      page_size: 20,
      has_more: false,
    });
    const defaultPage = await app.inject({ method: 'GET', url: '/api/agreement/list' });
    expect(body(defaultPage).data).toEqual(env.data);
    const second = await app.inject({ method: 'GET', url: '/api/agreement/list?page=2' });
    expect(body(second).data).toEqual({ list: [], page: 2, page_size: 20, has_more: false });
  });

  test.each(['0', '-1', 'abc', '1.5'])('GET /api/agreement/list?page=%s is a 400', async (page) => {
    const response = await t().app.inject({ method: 'GET', url: `/api/agreement/list?page=${page}` });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ code: 0, msg: 'The page number is not valid.', data: null });
  });

  test.each(['user_agreement', 'privacy_policy'])(
    'GET /api/agreement/detail returns %s as paragraphs',
    async (key) => {
      const response = await t().app.inject({
        method: 'GET',
        url: `/api/agreement/detail?agreement_key=${key}`,
      });
      const env = body<{ agreement_key: string; title: string; content: string; updated_at: number }>(
        response,
      );
      expect(env.code).toBe(1);
      expect(env.data.agreement_key).toBe(key);
      expect(env.data.content.split('\n\n').length).toBeGreaterThanOrEqual(4);
      expect(env.data.content).not.toMatch(/<[a-z]/i);
    },
  );

  test('agreement detail: unknown is 404, missing or malformed is 400', async () => {
    const { app } = t();
    const unknown = await app.inject({ method: 'GET', url: '/api/agreement/detail?agreement_key=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toEqual({ code: 0, msg: 'This agreement does not exist.', data: null });
    const missing = await app.inject({ method: 'GET', url: '/api/agreement/detail' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toBe('Please enter the agreement key.');
    const bad = await app.inject({ method: 'GET', url: '/api/agreement/detail?agreement_key=..%2Fx' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe('The agreement key is not valid.');
  });

  test('GET /api/contract/detail returns the service contract', async () => {
    const { app } = t();
    const response = await app.inject({
      method: 'GET',
      url: '/api/contract/detail?contract_key=service_contract',
    });
    const env = body<{ contract_key: string; title: string; content: string; updated_at: number }>(response);
    expect(env.data).toMatchObject({ contract_key: 'service_contract', title: 'Service Contract' });
    expect(env.data.content.length).toBeGreaterThan(500);
    const unknown = await app.inject({ method: 'GET', url: '/api/contract/detail?contract_key=other' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).msg).toBe('This contract does not exist.');
    const missing = await app.inject({ method: 'GET', url: '/api/contract/detail' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toBe('Please enter the contract key.');
  });
});
