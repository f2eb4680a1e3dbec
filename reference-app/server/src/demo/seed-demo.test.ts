import { describe, expect, test } from 'vitest';
import { backends, bearer, body, form, requestSmsCode, useTestApp } from '../../test/helpers.js';
import { loadConfig } from '../config.js';
import { DEMO_CONVERSATION, DEMO_FINISHED_JOB, DEMO_ORDERS, DEMO_POSTERS, DEMO_TAKERS } from './content.js';
import { isMarketplaceEmpty, seedDemo } from './seed-demo.js';

describe('DEMO_DATA', () => {
  test('on by default for npm start (development with the sandbox), off for tests and production', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_DATA: '1' }).demoData).toBe(true);
  });

  test('refused in production and without the sandbox, saying what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX: '1', DEMO_DATA: '1' })).toThrow(/production/);
    expect(() => loadConfig({ SANDBOX: '0', DEMO_DATA: '1' })).toThrow(/SANDBOX=1 or DEMO_DATA=0/);
  });
});

interface Page<T> {
  list: T[];
  has_more: boolean;
  next_cursor?: string;
}

describe.each(backends())('the demo marketplace on %s', (backend) => {
  const t = useTestApp(backend);
  let summary: Awaited<ReturnType<typeof seedDemo>>;

  /** Signs a demo person in by their phone, with a code from the outbox, as the README says. */
  async function signIn(phone: string): Promise<{ token: string; id: number }> {
    t().clock.advance(61); // one code per phone a minute: the demo asked for one at seeding
    const { registerToken, smsCode } = await requestSmsCode(t(), phone);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/user/register',
      ...form({ phone, smsCode, registerToken }),
    });
    const data = body<{ tokenInfo: { token: string }; user: { id: number } }>(response).data;
    return { token: data.tokenInfo.token, id: data.user.id };
  }

  test('a new database is seeded through the calls; a second start finds it seeded', async () => {
    expect(await isMarketplaceEmpty(t().db)).toBe(true);
    summary = await seedDemo(t().app, t().clock.unix());
    expect(summary.people).toBe(DEMO_POSTERS.length + DEMO_TAKERS.length);
    expect(summary.openOrders).toBe(DEMO_ORDERS.length);
    expect(await isMarketplaceEmpty(t().db)).toBe(false);
  });

  test('the hall lists every open order, in every category, with photos that load', async () => {
    const seen: { id: number; pics: string[]; category_name: string }[] = [];
    let cursor: string | undefined;
    do {
      const response = await t().app.inject({
        method: 'GET',
        url: '/api/goods_order/hall',
        query: cursor ? { cursor } : {},
      });
      const page = body<Page<{ id: number; pics: string[]; category_name: string }>>(response).data;
      seen.push(...page.list);
      cursor = page.has_more ? page.next_cursor : undefined;
    } while (cursor);
    expect(seen).toHaveLength(DEMO_ORDERS.length);
    expect(new Set(seen.map((o) => o.category_name)).size).toBe(5);
    const withPhotos = seen.filter((o) => o.pics.length > 0);
    expect(withPhotos.length).toBe(DEMO_ORDERS.filter((o) => o.photos > 0).length);
    const first = withPhotos[0]?.pics[0] as string;
    const picture = await t().app.inject({ method: 'GET', url: new URL(first).pathname });
    expect(picture.statusCode).toBe(200);
    expect(String(picture.headers['content-type'])).toMatch(/^image\//);
  });

  test('the finished job: completed, paid into the taker’s wallet by the ledger, evaluated both ways', async () => {
    const poster = await signIn(
      DEMO_POSTERS.find((p) => p.key === DEMO_FINISHED_JOB.poster)?.phone as string,
    );
    const taker = await signIn(DEMO_TAKERS.find((p) => p.key === DEMO_FINISHED_JOB.taker)?.phone as string);
    const task = body<{ status: string; log: { transition: string }[] }>(
      await t().app.inject({
        method: 'GET',
        url: '/api/goods_order_task/detail',
        query: { id: String(summary.finishedTaskId) },
        headers: bearer(poster.token),
      }),
    ).data;
    expect(task.status).toBe('completed');
    expect(task.log.map((l) => l.transition)).toEqual(
      expect.arrayContaining(['accept-at-price', 'accept', 'paid', 'start', 'deliver', 'confirm']),
    );
    const wallet = body<{ pending_fen: number; income_total_fen: number }>(
      await t().app.inject({ method: 'GET', url: '/api/user.Wallet/index', headers: bearer(taker.token) }),
    ).data;
    // 110 yuan less the 15 % commission (docs/lifecycle.md).
    expect(wallet.pending_fen).toBe(11_000 - 1_650);
    expect(wallet.income_total_fen).toBe(9_350);
    const received = body<{ count: number; average: number; list: { content: string }[] }>(
      await t().app.inject({
        method: 'GET',
        url: '/api/evaluate/list',
        query: { user_id: String(taker.id) },
      }),
    ).data;
    expect(received.count).toBe(1);
    expect(received.average).toBe(DEMO_FINISHED_JOB.posterStars);
    expect(received.list[0]?.content).toBe(DEMO_FINISHED_JOB.posterWords);
  });

  test('the demo taker has a conversation with an order card and her application', async () => {
    const chen = await signIn(DEMO_TAKERS.find((p) => p.key === DEMO_CONVERSATION.from)?.phone as string);
    const conversations = body<Page<{ conversation_id: number; peer: { s_username: string } }>>(
      await t().app.inject({
        method: 'POST',
        url: '/m/api/chat/list.php',
        ...form({ page: 1 }, bearer(chen.token)),
      }),
    ).data;
    expect(conversations.list.map((c) => c.peer.s_username)).toContain('李静');
    const history = body<Page<{ kind: string; content: string; card: { title?: string } | null }>>(
      await t().app.inject({
        method: 'POST',
        url: '/m/api/chat/history.php',
        ...form({ conversation_id: summary.conversationId, page: 1 }, bearer(chen.token)),
      }),
    ).data;
    const texts = history.list.map((m) => m.content);
    for (const message of DEMO_CONVERSATION.messages) expect(texts).toContain(message.text);
    const kinds = history.list.map((m) => m.kind);
    expect(kinds).toContain('order');
    expect(kinds).toContain('task');
  });
});
