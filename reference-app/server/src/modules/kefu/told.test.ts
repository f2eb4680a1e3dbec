import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  registerUser,
  type SignedIn,
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';
import { readAudit } from '../../kernel/audit.js';
import { createOrder, poster } from '../orders/test-kit.js';
import { taskRow, transition } from '../tasks/test-kit.js';
import { disputedTask, post, staff } from './test-kit.js';

interface Line {
  key: string;
  params: Record<string, string | number>;
  sender_id: number;
  peer_id: number;
}

/** The system lines in `who`'s conversations, oldest first, with the peer of each conversation. */
async function systemLines(t: TestApp, who: SignedIn): Promise<Line[]> {
  const rows = await t.db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_participants as p', 'p.conversation_id', 'm.conversation_id')
    .select(['m.content', 'm.sender_id', 'p.peer_id'])
    .where('p.user_id', '=', who.user.id)
    .where('m.kind', '=', 'system')
    .orderBy('m.id')
    .execute();
  return rows.map((r) => {
    const content = JSON.parse(r.content) as { key: string; params: Line['params'] };
    return { key: content.key, params: content.params, sender_id: r.sender_id, peer_id: r.peer_id };
  });
}

describe.each(backends())('kefu tells the people concerned, on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });

  test('a dispute split is told to both parties, in their conversation, with the reason', async () => {
    const agent = await staff(t(), 'agent');
    const { p, taker, task } = await disputedTask(t(), 5000);
    await transition(t(), agent, {
      id: task.id,
      transition: 'resolve-split',
      taker_fen: 3000,
      reason: 'Most of the work was done.',
    });
    for (const [who, peer] of [
      [p, taker],
      [taker, p],
    ] as const) {
      const last = (await systemLines(t(), who)).at(-1);
      expect(last).toMatchObject({
        key: 'chat.system.resolved_split',
        params: { reason: 'Most of the work was done.' },
        sender_id: agent.user.id,
        peer_id: peer.user.id,
      });
    }
  });

  test('an agent above the threshold is refused a release and a split as well as a refund', async () => {
    const agent = await staff(t(), 'agent');
    const { task } = await disputedTask(t(), t().config.kefuSupervisorAboveFen + 1);
    const attempts: Record<string, string | number>[] = [
      { transition: 'resolve-release' },
      { transition: 'resolve-split', taker_fen: 100 },
    ];
    for (const extra of attempts) {
      const refused = await transition(t(), agent, { id: task.id, reason: 'Decided.', ...extra });
      expect(refused.statusCode).toBe(403);
    }
    expect((await taskRow(t(), task.id)).status).toBe('disputed');
    const supervisor = await staff(t(), 'supervisor');
    await transition(t(), supervisor, { id: task.id, transition: 'resolve-release', reason: 'Done well.' });
    const [posting, decision] = await readAudit(t().db, { records: [{ type: 'task', id: task.id }] });
    expect(decision).toMatchObject({
      action: 'task.resolve-release',
      actor_level: 'supervisor',
      before: { status: 'disputed' },
      after: { status: 'completed' },
    });
    expect(posting).toMatchObject({ action: 'task.posting', actor_level: 'supervisor' });
  });

  test('a restriction, its end and a share change are told to the person by the agent', async () => {
    const agent = await staff(t(), 'agent');
    const person = await poster(t());
    const restricted = await post(t(), agent, '/api/kefu/user/restrict', {
      id: person.user.id,
      restriction: 'post',
      days: 3,
      reason: 'Spam orders.',
    });
    const [live] = body<{ restrictions: { id: number }[] }>(restricted).data.restrictions;
    await post(t(), agent, '/api/kefu/user/lift', { restriction_id: live?.id ?? 0, reason: 'Cleared up.' });
    await post(t(), agent, '/api/kefu/user/share', {
      id: person.user.id,
      share_bp: 1200,
      reason: 'Partner.',
    });
    const lines = await systemLines(t(), person);
    expect(lines).toEqual([
      {
        key: 'chat.system.kefu_restricted',
        params: { restriction: 'post', days: 3, reason: 'Spam orders.' },
        sender_id: agent.user.id,
        peer_id: agent.user.id,
      },
      {
        key: 'chat.system.kefu_lifted',
        params: { restriction: 'post', reason: 'Cleared up.' },
        sender_id: agent.user.id,
        peer_id: agent.user.id,
      },
      {
        key: 'chat.system.kefu_share',
        params: { share_bp: 1200, reason: 'Partner.' },
        sender_id: agent.user.id,
        peer_id: agent.user.id,
      },
    ]);
  });

  test('an order kefu corrects or removes is told to its poster', async () => {
    const agent = await staff(t(), 'agent');
    const p = await poster(t());
    const order = body<{ id: number }>(await createOrder(t(), p)).data;
    await post(t(), agent, '/api/goods_order/modify', {
      id: order.id,
      title: 'Fix a dripping tap',
      reason: 'Typo.',
    });
    await post(t(), agent, '/api/goods_order/cancel', { id: order.id, reason: 'Duplicate listing.' });
    const lines = await systemLines(t(), p);
    expect(lines.map((l) => [l.key, l.params])).toEqual([
      ['chat.system.kefu_order_corrected', { title: 'Fix a dripping tap', reason: 'Typo.' }],
      ['chat.system.kefu_order_removed', { title: 'Fix a dripping tap', reason: 'Duplicate listing.' }],
    ]);
  });

  test('a coupon kefu grants is audited and told to the person', async () => {
    const agent = await staff(t(), 'agent');
    const person = await registerUser(t());
    const template = await t()
      .db.insertInto('coupon_templates')
      .values({
        names: JSON.stringify({ en: 'Ten off' }),
        amount_fen: 1000,
        min_spend_fen: 0,
        receive_type: 'kefu',
        valid_days: 30,
        per_person_limit: 1,
        created_at: t().clock.unix(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const granted = await post(t(), agent, '/api/coupon/getOrderCoupon', {
      coupon_id: template.id,
      user_id: person.user.id,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const [audit] = await readAudit(t().db, { records: [{ type: 'user', id: person.user.id }] });
    expect(audit).toMatchObject({
      action: 'user.grant-coupon',
      actor_id: agent.user.id,
      after: { template_id: template.id, amount_fen: 1000 },
    });
    expect((await systemLines(t(), person)).map((l) => [l.key, l.params])).toEqual([
      ['chat.system.kefu_coupon_granted', { price_fen: 1000 }],
    ]);
  });

  test('kefuUser shows the person’s certificates and businesses', async () => {
    const agent = await staff(t(), 'agent');
    const owner = await registerUser(t());
    const now = t().clock.unix();
    const category = await t()
      .db.selectFrom('categories')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t()
      .db.insertInto('certificates')
      .values({
        user_id: owner.user.id,
        photo: '/uploads/c.jpg',
        type: 'licence',
        category_id: category.id,
        created_at: now,
      })
      .execute();
    await t()
      .db.insertInto('community_businesses')
      .values({
        owner_id: owner.user.id,
        name: 'Li’s Locksmiths',
        description: '',
        address: '1 Road',
        longitude: 121.5,
        latitude: 31.2,
        hours: '',
        pics: '[]',
        licence_pic: '/uploads/shop.jpg',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const person = body<{
      certificates: { type: string; status: string; photo: string }[];
      businesses: { name: string; status: string; licence_pic: string }[];
    }>(
      await t().app.inject({
        method: 'GET',
        url: `/api/kefu/user?id=${owner.user.id}`,
        headers: bearer(agent.token),
      }),
    ).data;
    expect(person.certificates).toEqual([
      expect.objectContaining({
        type: 'licence',
        status: 'pending',
        photo: expect.stringMatching(/^https?:\/\/.+\/uploads\/c\.jpg$/),
      }),
    ]);
    expect(person.businesses).toEqual([
      expect.objectContaining({
        name: 'Li’s Locksmiths',
        status: 'pending',
        licence_pic: expect.stringMatching(/\/uploads\/shop\.jpg$/),
      }),
    ]);
  });

  test('no statement of the app rewrites the audit log', async () => {
    const agent = await staff(t(), 'agent');
    const person = await registerUser(t());
    await post(t(), agent, '/api/kefu/user/note', { id: person.user.id, note: 'Called.' });
    await expect(sql`update audit_log set reason = 'x'`.execute(t().db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t().db)).rejects.toThrow(/append-only/);
    expect((await readAudit(t().db, { records: [{ type: 'user', id: person.user.id }] })).length).toBe(1);
  });
});
