import { describe, expect, test } from 'vitest';
import { backends, bearer, body, form, registerUser, useTestApp } from '../../../test/helpers.js';
import { readAudit } from '../../kernel/audit.js';
import { createOrder, poster } from '../orders/test-kit.js';
import { acceptedTask, apply, payAsSystem, taskRow, transition, verifiedTaker } from '../tasks/test-kit.js';
import { balances } from '../wallet/ledger.js';
import { grantKefu, listKefu, revokeKefu } from './staff.js';
import { disputedTask, get, NOW, post, staff } from './test-kit.js';

describe.each(backends())('the kefu console on %s', (backend) => {
  const kefuRoutes: { method: string; url: string }[] = [];
  const t = useTestApp(backend, {
    config: { jobIntervalMs: 0 },
    setup: (app, context) => {
      // What another area (certificates, feedback...) does to join the console's queues.
      context.kefuQueues.register({
        name: 'callbacks',
        count: async () => 1,
        oldest: async () => [
          {
            record_type: 'callback',
            record_id: 3,
            title: 'Call me back',
            since: NOW,
            user_id: null,
            detail: '',
            photo: '',
          },
        ],
      });
      app.addHook('onRoute', (route) => {
        if (!route.url.startsWith('/api/kefu/')) return;
        for (const method of [route.method].flat())
          if (method !== 'HEAD') kefuRoutes.push({ method, url: route.url });
      });
    },
  });

  test('every kefu call answers 401 without a token and 403 to a user, and writes nothing', async () => {
    expect(kefuRoutes.length).toBeGreaterThanOrEqual(12);
    const user = await registerUser(t());
    const before = (await readAudit(t().db, { limit: 200 })).length;
    for (const route of kefuRoutes) {
      const anonymous = await t().app.inject({ method: route.method as 'GET', url: route.url });
      expect([route.url, anonymous.statusCode]).toEqual([route.url, 401]);
      const refused = await t().app.inject({
        method: route.method as 'GET',
        url: route.url,
        ...form({ id: user.user.id, reason: 'x', restriction: 'ban' }, bearer(user.token)),
      });
      expect([route.url, refused.statusCode]).toEqual([route.url, 403]);
    }
    expect((await readAudit(t().db, { limit: 200 })).length).toBe(before);
  });

  test('the operator command grants, lists and revokes kefu, audited as the system', async () => {
    const who = await registerUser(t());
    expect(await grantKefu(t().db, who.phone, 'supervisor', NOW)).toMatchObject({
      id: who.user.id,
      level: 'supervisor',
    });
    expect(await listKefu(t().db)).toContainEqual(
      expect.objectContaining({ id: who.user.id, level: 'supervisor' }),
    );
    expect(body<{ level: string }>(await get(t(), who, '/api/kefu/me')).data.level).toBe('supervisor');
    expect(await revokeKefu(t().db, who.phone, NOW)).toBe(true);
    expect(await revokeKefu(t().db, who.phone, NOW)).toBe(false);
    expect((await get(t(), who, '/api/kefu/me')).statusCode).toBe(403);
    expect(await grantKefu(t().db, '13000000009', 'agent', NOW)).toBeNull();
    const audit = await readAudit(t().db, { records: [{ type: 'user', id: who.user.id }] });
    expect(audit.map((a) => [a.action, a.actor_level])).toEqual([
      ['user.revoke-kefu', 'system'],
      ['user.grant-kefu', 'system'],
    ]);
  });

  test('an agent splits a dispute 60/40 with a reason: the ledger posts it, the audit holds it, the queue empties', async () => {
    const agent = await staff(t(), 'agent');
    const { p, taker, task } = await disputedTask(t(), 5000);
    const queues = body<{ queues: { name: string; count: number; items: { record_id: number }[] }[] }>(
      await get(t(), agent, '/api/kefu/queues'),
    ).data.queues;
    const disputes = queues.find((q) => q.name === 'disputes');
    expect(disputes?.items.map((i) => i.record_id)).toContain(task.id);
    const split = await transition(t(), agent, {
      id: task.id,
      transition: 'resolve-split',
      taker_fen: 3000,
      reason: 'Most of the work was done.',
    });
    expect(body<{ status: string }>(split).data.status).toBe('split');
    const accounts = [`poster:${p.user.id}:payment`, `wallet:${taker.user.id}:pending`] as const;
    const money = await balances(t().db, [...accounts]);
    // The poster paid 5000 and gets 2000 back; the taker's 3000 less the 15% commission.
    expect(money.get(accounts[0])).toBe(-5000 + 2000);
    expect(money.get(accounts[1])).toBe(3000 - 450);
    const trade = body<{ audit: { action: string; reason: string; actor_id: number }[]; ledger: unknown[] }>(
      await get(t(), agent, `/api/kefu/trade?goods_order_task_id=${task.id}`),
    ).data;
    expect(trade.audit.map((a) => a.action)).toEqual(['task.posting', 'task.resolve-split']);
    expect(trade.audit[1]).toMatchObject({ reason: 'Most of the work was done.', actor_id: agent.user.id });
    expect(trade.ledger.length).toBeGreaterThan(0);
    const after = body<{ queues: { name: string; items: { record_id: number }[] }[] }>(
      await get(t(), agent, '/api/kefu/queues'),
    ).data.queues;
    expect(after.find((q) => q.name === 'disputes')?.items.map((i) => i.record_id)).not.toContain(task.id);
  });

  test('a refund above the threshold is refused to an agent and changes nothing; a supervisor makes it', async () => {
    const agent = await staff(t(), 'agent');
    const supervisor = await staff(t(), 'supervisor');
    const { task } = await disputedTask(t(), t().config.kefuSupervisorAboveFen + 100);
    const refused = await transition(t(), agent, {
      id: task.id,
      transition: 'resolve-refund',
      reason: 'Not done.',
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe(
      'A decision on more than 500.00 yuan needs a customer service supervisor.',
    );
    expect((await taskRow(t(), task.id)).status).toBe('disputed');
    expect(await readAudit(t().db, { records: [{ type: 'task', id: task.id }] })).toEqual([]);
    const refunded = await transition(t(), supervisor, {
      id: task.id,
      transition: 'resolve-refund',
      reason: 'Not done.',
    });
    expect(body<{ status: string }>(refunded).data.status).toBe('refunded');
    const audit = await readAudit(t().db, { records: [{ type: 'task', id: task.id }] });
    expect(audit.map((a) => [a.action, a.actor_level])).toEqual([
      ['task.posting', 'supervisor'],
      ['task.resolve-refund', 'supervisor'],
    ]);
  });

  test('a restricted person cannot post or take until it ends or is lifted; each step is audited', async () => {
    const agent = await staff(t(), 'agent');
    const person = await poster(t());
    const noReason = await post(t(), agent, '/api/kefu/user/restrict', {
      id: person.user.id,
      restriction: 'post',
    });
    expect(noReason.statusCode).toBe(400);
    const restricted = await post(t(), agent, '/api/kefu/user/restrict', {
      id: person.user.id,
      restriction: 'post',
      days: 3,
      reason: 'Spam orders.',
    });
    const live = body<{ restrictions: { id: number; live: boolean }[] }>(restricted).data.restrictions;
    expect(live).toEqual([expect.objectContaining({ live: true })]);
    const refused = await createOrder(t(), person);
    expect(refused.statusCode).toBe(403);
    // Told in China time: the test clock starts at 2026-11-01 09:00 UTC.
    expect(body(refused).msg).toBe(
      'Customer service has suspended your posting of orders until 2026-11-04 17:00. Reason: Spam orders.',
    );
    t().clock.advance(3 * 86_400 + 1);
    expect((await createOrder(t(), person)).statusCode).toBe(200);

    const taker = await verifiedTaker(t());
    const order = body<{ id: number }>(await createOrder(t(), person)).data;
    await post(t(), agent, '/api/kefu/user/restrict', {
      id: taker.user.id,
      restriction: 'ban',
      reason: 'Fraud.',
    });
    expect((await get(t(), taker, '/api/user.Wallet/index')).statusCode).toBe(401);
    const [ban] = body<{ restrictions: { id: number }[] }>(
      await get(t(), agent, `/api/kefu/user?id=${taker.user.id}`),
    ).data.restrictions;
    await post(t(), agent, '/api/kefu/user/lift', { restriction_id: ban?.id ?? 0, reason: 'Cleared up.' });
    const again = await post(t(), agent, '/api/kefu/user/lift', {
      restriction_id: ban?.id ?? 0,
      reason: 'Twice.',
    });
    expect(again.statusCode).toBe(409);
    const audit = await readAudit(t().db, { records: [{ type: 'user', id: taker.user.id }] });
    expect(audit.map((a) => a.action).slice(0, 2)).toEqual(['user.lift-ban', 'user.restrict-ban']);
    expect(order.id).toBeGreaterThan(0);
  });

  test('a restricted taker cannot take a task', async () => {
    const agent = await staff(t(), 'agent');
    const p = await poster(t());
    const order = body<{ id: number }>(await createOrder(t(), p)).data;
    const taker = await verifiedTaker(t());
    await post(t(), agent, '/api/kefu/user/restrict', {
      id: taker.user.id,
      restriction: 'take',
      reason: 'No-shows.',
    });
    const refused = await apply(t(), taker, order.id);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toBe(
      'Customer service has suspended your taking of tasks until further notice. Reason: No-shows.',
    );
    const inChinese = await t().app.inject({
      method: 'POST',
      url: '/api/goods_order_task/apply',
      ...form(
        { goods_order_id: order.id, idempotency_key: 'kefu-zh-apply-0001' },
        { ...bearer(taker.token), 'accept-language': 'zh-CN' },
      ),
    });
    expect(body(inChinese).msg).toBe('客服已暂停你接单，恢复时间另行通知。原因：No-shows.');
  });

  test('the queues: a cancellation unanswered past 48 h joins its queue; a registered queue shows', async () => {
    const agent = await staff(t(), 'agent');
    const { taker, task } = await acceptedTask(t());
    await payAsSystem(t(), task.id);
    const asked = await transition(t(), taker, {
      id: task.id,
      transition: 'request-cancel',
      reason: 'I am ill.',
      responsible: 'taker',
    });
    expect(body<{ status: string }>(asked).data.status).toBe('cancel_requested');
    type Queues = {
      queues: { name: string; count: number; items: { record_type: string; record_id: number }[] }[];
    };
    const read = async () => body<Queues>(await get(t(), agent, '/api/kefu/queues')).data.queues;
    const ids = (queues: Queues['queues'], name: string) =>
      queues.find((q) => q.name === name)?.items.map((i) => i.record_id);
    expect(ids(await read(), 'cancellations')).not.toContain(task.id);
    t().clock.advance(48 * 3600);
    const later = await read();
    expect(ids(later, 'cancellations')).toContain(task.id);
    expect(later.map((q) => q.name)).toEqual([
      'disputes',
      'cancellations',
      'certificates',
      'businesses',
      'reports',
      'feedback',
      'callbacks',
    ]);
    expect(later.at(-1)).toEqual({
      name: 'callbacks',
      count: 1,
      items: [
        {
          record_type: 'callback',
          record_id: 3,
          title: 'Call me back',
          since: NOW,
          user_id: null,
          detail: '',
          photo: '',
        },
      ],
    });
  });

  test('personal data is masked; revealing one needs a reason and is audited', async () => {
    const agent = await staff(t(), 'agent');
    const person = await registerUser(t());
    const seen = body<{ user: { phone: string } }>(
      await get(t(), agent, `/api/kefu/user?id=${person.user.id}`),
    ).data;
    expect(seen.user.phone).toBe(`${person.phone.slice(0, 3)}****${person.phone.slice(-4)}`);
    const found = body<{ users: { id: number; phone: string }[] }>(
      await get(t(), agent, `/api/kefu/search?q=${person.phone}`),
    ).data;
    expect(found.users).toEqual([expect.objectContaining({ id: person.user.id, phone: seen.user.phone })]);
    const noReason = await post(t(), agent, '/api/kefu/reveal', {
      record_type: 'user',
      id: person.user.id,
      what: 'phone',
    });
    expect(noReason.statusCode).toBe(400);
    const revealed = await post(t(), agent, '/api/kefu/reveal', {
      record_type: 'user',
      id: person.user.id,
      what: 'phone',
      reason: 'Calling back about a complaint.',
    });
    expect(body<{ value: string }>(revealed).data.value).toBe(person.phone);
    const audit = await readAudit(t().db, { records: [{ type: 'user', id: person.user.id }] });
    expect(audit[0]).toMatchObject({
      action: 'user.reveal-phone',
      reason: 'Calling back about a complaint.',
    });
  });

  test('share changes, notes, order edits and chat openings are audited', async () => {
    const agent = await staff(t(), 'agent');
    const p = await poster(t());
    const shared = await post(t(), agent, '/api/kefu/user/share', {
      id: p.user.id,
      share_bp: 1200,
      reason: 'Partner rate.',
    });
    expect(body<{ user: { share_bp: number } }>(shared).data.user.share_bp).toBe(1200);
    const noted = await post(t(), agent, '/api/kefu/user/note', {
      id: p.user.id,
      note: 'Prefers calls after 6 pm.',
    });
    expect(body<{ notes: { body: string }[] }>(noted).data.notes.map((n) => n.body)).toEqual([
      'Prefers calls after 6 pm.',
    ]);
    const order = body<{ id: number }>(await createOrder(t(), p)).data;
    const edited = await post(t(), agent, '/api/goods_order/modify', {
      id: order.id,
      title: 'Fix a dripping tap',
      reason: 'Typo.',
    });
    expect(edited.statusCode).toBe(200);
    const orderAudit = await readAudit(t().db, { records: [{ type: 'order', id: order.id }] });
    expect(orderAudit[0]).toMatchObject({
      action: 'order.modify',
      before: { title: 'Fix a leaking tap' },
      after: { title: 'Fix a dripping tap' },
      reason: 'Typo.',
    });
    const { task } = await acceptedTask(t());
    const chat = await post(t(), agent, '/api/kefu/trade/chat', {
      goods_order_task_id: task.id,
      reason: 'Dispute review.',
    });
    expect(body<{ list: unknown[] }>(chat).data.list.length).toBeGreaterThan(0);
    const taskAudit = body<{ list: { action: string }[] }>(
      await get(t(), agent, `/api/kefu/audit?record_type=task&record_id=${task.id}`),
    ).data.list;
    expect(taskAudit.map((a) => a.action)).toEqual(['task.read-chat']);
    const userAudit = await readAudit(t().db, { records: [{ type: 'user', id: p.user.id }] });
    expect(userAudit.map((a) => a.action)).toEqual(['user.note', 'user.share']);
  });

  test('certificates, businesses, reported content and feedback wait in their queues, oldest first, until settled', async () => {
    const agent = await staff(t(), 'agent');
    const owner = await registerUser(t());
    const db = t().db;
    const now = t().clock.unix();
    const category = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const certificate = await db
      .insertInto('certificates')
      .values({
        user_id: owner.user.id,
        photo: '/uploads/licence.jpg',
        type: 'licence',
        category_id: category.id,
        created_at: now - 60,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const business = await db
      .insertInto('community_businesses')
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
        created_at: now - 50,
        updated_at: now - 50,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const article = await db
      .insertInto('community_articles')
      .values({
        author_id: owner.user.id,
        category: 'life',
        title: 'Cheap watches',
        content: 'Buy now',
        pics: '[]',
        idempotency_key: 'a1',
        created_at: now - 40,
        moderation: 'hidden',
        moderation_reason: 'spam',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reporters = [await registerUser(t()), await registerUser(t())];
    for (const [i, who] of reporters.entries()) {
      await db
        .insertInto('community_reports')
        .values({
          kind: 'article',
          target_id: article.id,
          reporter_id: who.user.id,
          reason: i === 0 ? 'spam' : 'other',
          note: '',
          created_at: now - 30 + i,
        })
        .execute();
    }
    const older = await post(t(), owner, '/api/feedback/create', {
      type: 'problem',
      content: 'The map is blank.',
      idempotency_key: 'kefu-queue-feedback-0001',
    });
    expect(older.statusCode, older.body).toBe(200);
    type Queues = {
      queues: {
        name: string;
        count: number;
        items: {
          record_type: string;
          record_id: number;
          title: string;
          user_id: number | null;
          detail: string;
          photo: string;
        }[];
      }[];
    };
    const read = async () => body<Queues>(await get(t(), agent, '/api/kefu/queues')).data.queues;
    const queue = (queues: Queues['queues'], name: string) => queues.find((q) => q.name === name);
    const before = await read();
    expect(queue(before, 'certificates')).toMatchObject({
      count: 1,
      items: [
        {
          record_type: 'certificate',
          record_id: certificate.id,
          user_id: owner.user.id,
          detail: 'licence',
          photo: expect.stringMatching(/^https?:\/\/.+\/uploads\/licence\.jpg$/),
        },
      ],
    });
    expect(queue(before, 'businesses')).toMatchObject({
      count: 1,
      items: [{ record_type: 'business', record_id: business.id, title: 'Li’s Locksmiths' }],
    });
    expect(queue(before, 'reports')).toMatchObject({
      count: 1,
      items: [
        { record_type: 'article', record_id: article.id, title: 'Cheap watches', detail: 'spam,other' },
      ],
    });
    expect(queue(before, 'feedback')).toMatchObject({
      count: 1,
      items: [{ record_type: 'feedback', user_id: owner.user.id, detail: 'The map is blank.' }],
    });
    const feedbackId = queue(before, 'feedback')?.items[0]?.record_id ?? 0;

    const approved = await post(t(), agent, '/api/kefu/certificate/review', {
      id: certificate.id,
      decision: 'approve',
      reason: '',
    });
    expect(approved.statusCode).toBe(200);
    const verified = await post(t(), agent, '/api/kefu/community/business/review', {
      id: business.id,
      decision: 'reject',
      reason: 'The licence photo is blurred.',
    });
    expect(verified.statusCode).toBe(200);
    const restored = await post(t(), agent, '/api/kefu/community/moderate', {
      kind: 'article',
      id: article.id,
      decision: 'restore',
      reason: 'Not spam.',
    });
    expect(restored.statusCode).toBe(200);
    const answered = await post(t(), agent, '/api/kefu/feedback/answer', {
      id: feedbackId,
      answer: 'Fixed in today’s update.',
    });
    expect(answered.statusCode).toBe(200);
    const after = await read();
    for (const name of ['certificates', 'businesses', 'reports', 'feedback'])
      expect(queue(after, name)).toMatchObject({ count: 0, items: [] });
    const actions = (await readAudit(db, { limit: 50 })).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'certificate.approve',
        'community.business.reject',
        'community.article.restore',
      ]),
    );
  });

  test('kefuTrade shows the taker’s withdrawals; an order’s exact address stays masked for kefu', async () => {
    const agent = await staff(t(), 'agent');
    const { p, taker, task } = await acceptedTask(t());
    const now = t().clock.unix();
    await t()
      .db.insertInto('withdrawals')
      .values([
        {
          id: 'W1',
          user_id: taker.user.id,
          amount_fen: 1200,
          status: 'succeeded',
          provider: 'sandbox',
          idempotency_key: 'w1',
          transfer_bill_no: null,
          package_info: null,
          fail_reason: null,
          query_due_at: null,
          claimed_at: null,
          created_at: now - 100,
          updated_at: now - 50,
          finished_at: now - 50,
        },
        {
          id: 'W2',
          user_id: p.user.id,
          amount_fen: 900,
          status: 'pending',
          provider: 'sandbox',
          idempotency_key: 'w2',
          transfer_bill_no: null,
          package_info: null,
          fail_reason: null,
          query_due_at: now,
          claimed_at: null,
          created_at: now - 10,
          updated_at: now - 10,
          finished_at: null,
        },
      ])
      .execute();
    const trade = body<{ withdrawals: unknown[]; task: { address: string; order_id: number } }>(
      await get(t(), agent, `/api/kefu/trade?goods_order_task_id=${task.id}`),
    ).data;
    expect(trade.withdrawals).toEqual([
      {
        id: 'W1',
        amount_fen: 1200,
        status: 'succeeded',
        fail_reason: null,
        created_at: now - 100,
        finished_at: now - 50,
      },
    ]);
    expect(trade.task.address).toBe('***');
    const order = body<{ address: string }>(
      await get(t(), agent, `/api/goods_order/detail?id=${trade.task.order_id}`),
    ).data;
    expect(order.address).toBe('');
    const revealed = await post(t(), agent, '/api/kefu/reveal', {
      record_type: 'order',
      id: trade.task.order_id,
      what: 'address',
      reason: 'The taker cannot find the door.',
    });
    expect(body<{ value: string }>(revealed).data.value).not.toBe('');
  });
});
