import { describe, expect, test } from 'vitest';
import { bearer, body, registerUser, useTestApp } from '../../../test/helpers.js';
import { earned } from '../wallet/test-kit.js';

interface Mine {
  agreements: { agreement_key: string; agreed_at: number; version_at: number; changed_since: boolean }[];
  list: {
    goods_order_task_id: number;
    role: string;
    poster: { id: number };
    taker: { id: number };
    amount_fen: number;
    status: string;
    paid_at: number;
    ended_at: number | null;
  }[];
  has_more: boolean;
}

describe('GET /api/contract/mine', () => {
  const t = useTestApp('pglite', { config: { jobIntervalMs: 0 } });
  const mine = async (token: string) =>
    body<Mine>(
      await t().app.inject({ method: 'GET', url: '/api/contract/mine?page=1', headers: bearer(token) }),
    ).data;

  test('the sign-up agreements and the service contract of each paid task, for both parties only', async () => {
    const { taker, poster, task } = await earned(t(), 10_000);
    const forTaker = await mine(taker.token);
    expect(forTaker.agreements.map((a) => a.agreement_key)).toEqual(['user_agreement', 'privacy_policy']);
    const user = await t()
      .db.selectFrom('users')
      .select('created_at')
      .where('id', '=', taker.user.id)
      .executeTakeFirstOrThrow();
    for (const a of forTaker.agreements) {
      expect(a.agreed_at).toBe(user.created_at);
      expect(a.changed_since).toBe(a.version_at > user.created_at);
    }
    expect(forTaker.list).toEqual([
      expect.objectContaining({
        goods_order_task_id: task.id,
        role: 'taker',
        poster: expect.objectContaining({ id: poster.user.id }),
        taker: expect.objectContaining({ id: taker.user.id }),
        amount_fen: 10_000,
        status: 'completed',
      }),
    ]);
    expect(forTaker.list[0]?.ended_at).toBeGreaterThanOrEqual(forTaker.list[0]?.paid_at ?? 0);
    expect((await mine(poster.token)).list.map((c) => [c.goods_order_task_id, c.role])).toEqual([
      [task.id, 'poster'],
    ]);
    const stranger = await registerUser(t());
    expect((await mine(stranger.token)).list).toEqual([]);
    expect((await t().app.inject({ method: 'GET', url: '/api/contract/mine' })).statusCode).toBe(401);
  });
});
