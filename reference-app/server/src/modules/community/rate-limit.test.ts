import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backends, bearer, body, countRows, form, registerUser, useTestApp } from '../../../test/helpers.js';
import { buildApp } from '../../app.js';
import { DbWindowLimiter } from '../../http/db-rate-limit.js';

describe.each(backends())('the community’s rate limits on %s', (backend) => {
  const t = useTestApp(backend);
  // Two more server processes over the same database, each with its own memory.
  const apps: FastifyInstance[] = [];
  const limits = { publish: { max: 2, windowMs: 60_000 }, comment: { max: 3, windowMs: 60_000 } };

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const { app } = buildApp(t().config, {
        db: t().db,
        clock: t().clock,
        logLevel: 'silent',
        communityLimits: limits,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  test('publishing is limited across two app instances on one database, and the window resets', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const user = await registerUser(t());
    let n = 0;
    const publish = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/community/article/publish',
        ...form(
          {
            idempotency_key: `shared-limit-${++n}`,
            category: 'chat',
            title: `Hello ${n}`,
            content: 'Hi neighbours',
          },
          bearer(user.token),
        ),
      });
    expect((await publish(one)).statusCode).toBe(200);
    expect((await publish(two)).statusCode).toBe(200);
    const third = await publish(one);
    expect(third.statusCode).toBe(429);
    expect(body(third).msg).toMatch(/try again in \d+ seconds/);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await publish(two)).statusCode).toBe(429);
    expect(await countRows(t().db, 'community_articles')).toBe(2);
    t().clock.advance(61);
    expect((await publish(two)).statusCode).toBe(200);
  });

  test('commenting is limited per person across instances; another person is not', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const author = await registerUser(t());
    const other = await registerUser(t());
    const made = await one.inject({
      method: 'POST',
      url: '/api/community/article/publish',
      ...form(
        { idempotency_key: 'comment-limit-1', category: 'chat', title: 'Hi', content: 'Hi' },
        bearer(author.token),
      ),
    });
    const articleId = body<{ id: number }>(made).data.id;
    const comment = (app: FastifyInstance, token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/community/comment/create',
        ...form({ article_id: articleId, content: 'Nice' }, bearer(token)),
      });
    const codes = [];
    for (const app of [one, two, one, two]) codes.push((await comment(app, author.token)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await comment(two, other.token)).statusCode).toBe(200);
  });

  test('two limiters on one database count one window', async () => {
    const a = new DbWindowLimiter({ db: t().db, clock: t().clock });
    const b = new DbWindowLimiter({ db: t().db, clock: t().clock });
    const rule = { max: 3, windowMs: 10_000 };
    const waits = await Promise.all([a, b, a, b].map((limiter) => limiter.hit('pair', rule)));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    expect(waits.filter((w) => w === 10)).toHaveLength(1);
    t().clock.advance(10);
    expect(await b.hit('pair', rule)).toBe(0);
  });
});
