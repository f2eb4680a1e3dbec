import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backends, bearer, body, countRows, form, registerUser, useTestApp } from '../../test/helpers.js';
import { buildApp } from '../app.js';

/**
 * The per-person limits (here chat posts) are counted in the database: a person who spreads
 * their posts over two server processes on one database gets the budget once, not twice.
 */
describe.each(backends())('per-person limits across processes on %s', (backend) => {
  const t = useTestApp(backend);
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const { app } = buildApp(t().config, {
        db: t().db,
        clock: t().clock,
        logLevel: 'silent',
        chat: { postLimit: { max: 3, windowMs: 60_000 } },
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  test('chat posts: three a minute in all, whichever process takes them; the other person has their own', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const a = await registerUser(t());
    const b = await registerUser(t());
    const opened = await one.inject({
      method: 'POST',
      url: '/m/api/chat/conversation.php',
      ...form({ accept_id: b.user.id }, bearer(a.token)),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const conversationId = body<{ conversation_id: number }>(opened).data.conversation_id;
    const post = (app: FastifyInstance, token: string, content: string) =>
      app.inject({
        method: 'POST',
        url: '/m/api/chat/post.php',
        ...form({ conversation_id: conversationId, content }, bearer(token)),
      });

    const codes: number[] = [];
    for (const [i, app] of [one, two, one, two].entries()) {
      codes.push((await post(app, a.token, `message ${i}`)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(await countRows(t().db, 'chat_messages')).toBe(3);
    expect((await post(one, b.token, 'my own budget')).statusCode).toBe(200);
    t().clock.advance(61);
    expect((await post(two, a.token, 'a minute later')).statusCode).toBe(200);
  });
});
