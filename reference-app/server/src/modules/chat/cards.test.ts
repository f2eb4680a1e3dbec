import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countAll,
  countRows,
  form,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers.js';
import type { Db } from '../../db/index.js';
import { DomainEvents } from '../../kernel/events.js';
import { afterCommit, transact } from '../../kernel/transaction.js';
import { createOrder, poster } from '../orders/test-kit.js';
import { TaskService, type TransitionRequest } from '../tasks/service.js';
import {
  acceptedTask,
  apply,
  payAsSystem,
  type TaskShape,
  taskRow,
  transition,
  verifiedTaker,
} from '../tasks/test-kit.js';
import type { ConversationView, MessageView } from './present.js';

interface History {
  list: MessageView[];
  contact_allowed: boolean;
}

/** Every table's rows, chat tables included: a refused call changes none. */
async function snapshot(db: Db): Promise<Record<string, number>> {
  return {
    ...(await countAll(db)),
    chat_conversations: await countRows(db, 'chat_conversations'),
    chat_messages: await countRows(db, 'chat_messages'),
  };
}

const TITLE = 'Fix a leaking tap';

describe.each(backends())('chat cards, declining and system messages on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });

  function call(url: string, who: SignedIn, fields: Record<string, string | number>, language = 'en') {
    return t().app.inject({
      method: 'POST',
      url: `/m/api/chat/${url}`,
      ...form(fields, { ...bearer(who.token), 'accept-language': language }),
    });
  }

  async function ok<T>(url: string, who: SignedIn, fields: Record<string, string | number>): Promise<T> {
    const response = await call(url, who, fields);
    expect(response.statusCode, response.body).toBe(200);
    return body<T>(response).data;
  }

  async function conversationOf(who: SignedIn, peer: SignedIn): Promise<number> {
    return (await ok<ConversationView>('conversation.php', who, { accept_id: peer.user.id })).conversation_id;
  }

  /** Oldest first. */
  async function history(who: SignedIn, peer: SignedIn): Promise<History> {
    const conversation_id = await conversationOf(who, peer);
    const page = await ok<History>('history.php', who, { conversation_id });
    return { ...page, list: [...page.list].reverse() };
  }

  /** The system messages between two people, oldest first, as `[key without chat.system., params]`. */
  async function systemLines(who: SignedIn, peer: SignedIn): Promise<[string, Record<string, unknown>][]> {
    return (await history(who, peer)).list
      .filter((m) => m.kind === 'system')
      .map((m) => {
        const { key, params } = JSON.parse(m.content) as { key: string; params: Record<string, unknown> };
        return [key.replace('chat.system.', ''), params];
      });
  }

  async function unread(who: SignedIn): Promise<number> {
    const response = await t().app.inject({
      method: 'GET',
      url: '/m/api/chat/unread_number.php',
      headers: bearer(who.token),
    });
    return body<{ count: number }>(response).data.count;
  }

  /** Expects `status` with `msg`, and no row written anywhere. */
  async function refused(
    send: () => Promise<{ statusCode: number; body: string }>,
    status: number,
    msg: string,
  ) {
    const before = await snapshot(t().db);
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(JSON.parse(response.body)).toMatchObject({ code: 0, msg });
    expect(await snapshot(t().db)).toEqual(before);
  }

  async function appliedTask() {
    const p = await poster(t());
    const order = body<{ id: number }>(await createOrder(t(), p)).data;
    const taker = await verifiedTaker(t());
    const task = body<TaskShape>(await apply(t(), taker, order.id)).data;
    return { p, taker, order, task };
  }

  describe('task cards and refuse_order.php', () => {
    test('an application writes "applied" into the pair’s conversation, created for it', async () => {
      const { p, taker, order, task } = await appliedTask();
      expect(await unread(p)).toBe(1);
      const [message] = (await history(p, taker)).list;
      expect(message).toMatchObject({
        kind: 'system',
        sender_id: taker.user.id,
        mine: false,
        goods_order_id: order.id,
        goods_order_task_id: task.id,
        card: null,
      });
      expect(JSON.parse(message?.content ?? '')).toEqual({
        key: 'chat.system.applied',
        params: { title: TITLE, price_fen: 5000 },
      });
      expect(await unread(p)).toBe(0);
    });

    test('a task card shows the task as it is now; only its poster may decline it, once', async () => {
      const { p, taker, order, task } = await appliedTask();
      const conversation_id = await conversationOf(taker, p);
      const card = await ok<MessageView>('post.php', taker, {
        conversation_id,
        goods_order_task_id: task.id,
        content: 'I can come today',
      });
      expect(card).toMatchObject({
        kind: 'task',
        content: 'I can come today',
        goods_order_id: order.id,
        goods_order_task_id: task.id,
        card: {
          title: TITLE,
          pricing_mode: 'fixed',
          price_fen: 5000,
          status: 'pending',
          pic: '',
          refusable: false,
        },
      });
      const seen = (await history(p, taker)).list.find((m) => m.chat_id === card.chat_id);
      expect(seen?.card).toMatchObject({ status: 'pending', refusable: true });

      await refused(
        () => call('refuse_order.php', taker, { chat_id: card.chat_id, content: 'never mind' }),
        403,
        'Only the poster of this order can decline the application.',
      );
      await refused(
        () => call('refuse_order.php', taker, { chat_id: card.chat_id, content: '算了' }, 'zh-Hans'),
        403,
        '只有发单人才能拒绝这个接单申请',
      );
      expect((await taskRow(t(), task.id)).status).toBe('pending');

      const declined = await ok<MessageView>('refuse_order.php', p, {
        chat_id: card.chat_id,
        content: '  已经找到人了  ',
      });
      expect(declined).toMatchObject({ kind: 'system', sender_id: p.user.id, mine: true });
      expect(JSON.parse(declined.content)).toEqual({
        key: 'chat.system.rejected',
        params: { title: TITLE, by: 'poster', reason: '已经找到人了' },
      });
      const row = await taskRow(t(), task.id);
      expect(row.status).toBe('rejected');
      const log = await t()
        .db.selectFrom('goods_order_task_log')
        .select(['transition', 'actor_role', 'actor_id', 'reason'])
        .where('task_id', '=', task.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(log).toEqual({
        transition: 'reject',
        actor_role: 'poster',
        actor_id: p.user.id,
        reason: '已经找到人了',
      });
      const after = (await history(taker, p)).list;
      expect(after.find((m) => m.chat_id === card.chat_id)?.card).toMatchObject({
        status: 'rejected',
        refusable: false,
      });
      expect(after.at(-1)?.chat_id).toBe(declined.chat_id);

      await refused(
        () => call('refuse_order.php', p, { chat_id: card.chat_id, content: 'again' }),
        409,
        'This application has already been answered and can no longer be declined.',
      );
      await refused(
        () => call('refuse_order.php', p, { chat_id: card.chat_id, content: '再拒一次' }, 'zh-Hant'),
        409,
        '這個申請已經處理過，無法再婉拒',
      );
    });

    test('a task card goes only between its poster and its taker', async () => {
      const { p, taker, task } = await appliedTask();
      const eve = await registerUser(t());
      const withEve = await conversationOf(taker, eve);
      await refused(
        () => call('post.php', taker, { conversation_id: withEve, goods_order_task_id: task.id }),
        400,
        'This application is between its poster and its taker: send it in their conversation.',
      );
      await refused(
        () => call('post.php', eve, { conversation_id: withEve, goods_order_task_id: task.id }),
        400,
        'This task does not exist.',
      );
      // Its poster may send it too.
      const card = await ok<MessageView>('post.php', p, {
        conversation_id: await conversationOf(p, taker),
        goods_order_task_id: task.id,
      });
      expect(card.card).toMatchObject({ status: 'pending', refusable: true });
    });
  });

  describe('order cards', () => {
    test('any open order; a closed one only between people it concerns; never a removed one', async () => {
      const p = await poster(t());
      const order = body<{ id: number }>(
        await createOrder(t(), p, { pricing_mode: 'quote', price_fen: 8800 }),
      ).data;
      await t()
        .db.updateTable('goods_orders')
        .set({ pics: JSON.stringify(['/uploads/0123456789abcdef0123456789abcdef.png']) })
        .where('id', '=', order.id)
        .execute();
      const x = await registerUser(t());
      const y = await registerUser(t());
      const xy = await conversationOf(x, y);
      const shared = await ok<MessageView>('post.php', x, { conversation_id: xy, goods_order_id: order.id });
      expect(shared).toMatchObject({
        kind: 'order',
        goods_order_id: order.id,
        goods_order_task_id: 0,
        card: {
          title: TITLE,
          pricing_mode: 'quote',
          price_fen: 8800,
          status: 'open',
          pic: 'http://localhost:80/uploads/0123456789abcdef0123456789abcdef.png',
          refusable: false,
        },
      });
      // Cancelled: no longer in the hall, so strangers cannot share it; its poster still can.
      const cancel = await t().app.inject({
        method: 'POST',
        url: '/api/goods_order/cancel',
        ...form({ id: order.id, reason: 'done myself' }, bearer(p.token)),
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      await refused(
        () => call('post.php', x, { conversation_id: xy, goods_order_id: order.id }),
        400,
        'This order does not exist.',
      );
      const px = await conversationOf(p, x);
      const own = await ok<MessageView>('post.php', p, { conversation_id: px, goods_order_id: order.id });
      expect(own.card?.status).toBe('cancelled');
      // The earlier card shows the order as it is now.
      const earlier = (await history(y, x)).list.find((m) => m.chat_id === shared.chat_id);
      expect(earlier?.card?.status).toBe('cancelled');
      await t()
        .db.updateTable('goods_orders')
        .set({ status: 'removed' })
        .where('id', '=', order.id)
        .execute();
      await refused(
        () => call('post.php', p, { conversation_id: px, goods_order_id: order.id }, 'zh-Hans'),
        400,
        '该订单不存在',
      );
    });
  });

  describe('system messages for lifecycle events', () => {
    test('a task from acceptance to confirmation tells both sides at each step', async () => {
      const { p, taker, task } = await acceptedTask(t());
      await payAsSystem(t(), task.id);
      expect(await unread(taker)).toBe(2); // accepted, paid: the poster's doing
      for (const [who, fields] of [
        [taker, { transition: 'start' }],
        [taker, { transition: 'deliver', note: 'done' }],
        [p, { transition: 'request-changes', reason: 'the tap still drips' }],
        [taker, { transition: 'deliver', note: 'fixed for good' }],
        [p, { transition: 'confirm' }],
      ] as [SignedIn, Record<string, string>][]) {
        const response = await transition(t(), who, { id: task.id, ...fields });
        expect(response.statusCode, response.body).toBe(200);
      }
      expect(await systemLines(taker, p)).toEqual([
        ['applied', { title: TITLE, price_fen: 5000 }],
        ['accepted', { title: TITLE, price_fen: 5000, by: 'poster' }],
        ['paid', { title: TITLE, price_fen: 5000 }],
        ['started', { title: TITLE }],
        ['delivered', { title: TITLE }],
        ['changes_requested', { title: TITLE, reason: 'the tap still drips' }],
        ['delivered', { title: TITLE }],
        ['confirmed', { title: TITLE }],
      ]);
      const senders = (await history(p, taker)).list.map((m) => m.sender_id);
      const P = p.user.id;
      const T = taker.user.id;
      expect(senders).toEqual([T, P, P, T, T, P, T, P]);
    });

    test('fee changes: before payment the fee changes, after it a lower fee is asked and answered', async () => {
      const { p, taker, task } = await acceptedTask(t());
      const before = await transition(t(), p, { id: task.id, transition: 'modify-fee', price_fen: 5500 });
      expect(before.statusCode, before.body).toBe(200);
      await payAsSystem(t(), task.id);
      for (const [who, fields] of [
        [p, { transition: 'modify-fee', price_fen: 4000, reason: 'less work than planned' }],
        [taker, { transition: 'accept-fee-change' }],
      ] as [SignedIn, Record<string, string | number>][]) {
        const response = await transition(t(), who, { id: task.id, ...fields });
        expect(response.statusCode, response.body).toBe(200);
      }
      expect((await systemLines(taker, p)).slice(2)).toEqual([
        ['fee_modified', { title: TITLE, price_fen: 5500, by: 'poster' }],
        ['paid', { title: TITLE, price_fen: 5500 }],
        [
          'fee_change_asked',
          { title: TITLE, price_fen: 4000, by: 'poster', reason: 'less work than planned' },
        ],
        ['fee_change_accepted', { title: TITLE, price_fen: 4000, by: 'taker' }],
      ]);
    });

    test('an unpaid hold that runs out tells the taker (a timer, on the poster’s side)', async () => {
      const { p, taker } = await acceptedTask(t());
      await history(taker, p); // read so far
      t().clock.advance(15 * 60);
      await t().context.jobs.runDue();
      expect(await unread(taker)).toBe(1);
      const lines = await systemLines(taker, p);
      expect(lines.at(-1)).toEqual(['payment_expired', { title: TITLE }]);
      expect((await history(taker, p)).list.at(-1)?.sender_id).toBe(p.user.id);
    });

    test('modifying and cancelling an order tells every taker waiting on it', async () => {
      const p = await poster(t());
      const order = body<{ id: number }>(await createOrder(t(), p, { headcount: 2 })).data;
      const first = await verifiedTaker(t());
      const second = await verifiedTaker(t());
      for (const taker of [first, second]) expect((await apply(t(), taker, order.id)).statusCode).toBe(200);
      const modified = await t().app.inject({
        method: 'POST',
        url: '/api/goods_order/modify',
        ...form({ id: order.id, title: 'Fix two leaking taps' }, bearer(p.token)),
      });
      expect(modified.statusCode, modified.body).toBe(200);
      const cancelled = await t().app.inject({
        method: 'POST',
        url: '/api/goods_order/cancel',
        ...form({ id: order.id, reason: 'found someone else' }, bearer(p.token)),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      for (const taker of [first, second]) {
        expect((await systemLines(taker, p)).slice(1)).toEqual([
          ['order_modified', { title: 'Fix two leaking taps', by: 'poster' }],
          ['order_cancelled', { title: 'Fix two leaking taps', reason: 'found someone else' }],
        ]);
      }
    });

    test('when the order fills up, the takers still waiting hear they were not selected', async () => {
      const { p, order, task } = await acceptedTask(t());
      const other = await verifiedTaker(t());
      expect((await apply(t(), other, order.id)).statusCode).toBe(200);
      await payAsSystem(t(), task.id);
      expect((await systemLines(other, p)).at(-1)).toEqual(['not_selected', { title: TITLE }]);
    });
  });

  describe('in the transaction of the change', () => {
    test('work queued with afterCommit runs once committed, never after a rollback', async () => {
      let ran = 0;
      const count = () => {
        ran++;
      };
      await transact(t().db, async (tx) => {
        expect(afterCommit(tx, count)).toBe(true);
        expect(ran).toBe(0);
      });
      expect(ran).toBe(1);
      await expect(
        transact(t().db, async (tx) => {
          afterCommit(tx, count);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(ran).toBe(1);
      // Outside transact nothing is queued, and the caller is told.
      await t()
        .db.transaction()
        .execute(async (tx) => expect(afterCommit(tx, count)).toBe(false));
      expect(ran).toBe(1);
    });

    test('the transaction answers once what afterCommit queued has finished', async () => {
      const done: string[] = [];
      await transact(t().db, async (tx) => {
        afterCommit(tx, async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          done.push('removed');
        });
      });
      expect(done).toEqual(['removed']);
    });

    test('a transition whose later subscriber fails after its message was written leaves neither', async () => {
      const { p, task } = await appliedTask();
      const chat = t().context.services.chat;
      const events = new DomainEvents();
      events.inTransaction('task.changed', (tx, change) => chat.writeTaskMessage(tx, change));
      events.inTransaction('task.changed', async () => {
        throw new Error('after the message');
      });
      const failing = new TaskService({ db: t().db, clock: t().clock, events });
      const before = await snapshot(t().db);
      const request = { id: String(task.id), transition: 'accept' } as TransitionRequest;
      await expect(failing.transition({ userId: p.user.id, role: 'user' }, request)).rejects.toThrow(
        'after the message',
      );
      expect(await snapshot(t().db)).toEqual(before);
      expect((await taskRow(t(), task.id)).status).toBe('pending');
    });
  });

  describe('contact details', () => {
    const PHONE = 'call me: 138 0013 8000';

    test('refused before payment, allowed once paid, refused again after a cancellation', async () => {
      const { p, taker, task } = await acceptedTask(t());
      const conversation_id = await conversationOf(taker, p);
      const before = await call('post.php', taker, { conversation_id, content: PHONE });
      expect(before.statusCode).toBe(400);
      expect((await history(taker, p)).contact_allowed).toBe(false);

      await payAsSystem(t(), task.id);
      expect((await history(taker, p)).contact_allowed).toBe(true);
      const fresh = await ok<{ contact_allowed: boolean }>('new.php', p, { conversation_id, after_id: 0 });
      expect(fresh.contact_allowed).toBe(true);
      const sent = await ok<MessageView>('post.php', taker, { conversation_id, content: PHONE });
      expect(sent.content).toBe(PHONE);

      const cancel = await transition(t(), p, {
        id: task.id,
        transition: 'request-cancel',
        reason: 'plans changed',
        responsible: 'poster',
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const accept = await transition(t(), taker, { id: task.id, transition: 'accept-cancel' });
      expect(accept.statusCode, accept.body).toBe(200);
      expect((await taskRow(t(), task.id)).status).toBe('cancelled');
      expect((await call('post.php', taker, { conversation_id, content: PHONE })).statusCode).toBe(400);
      expect((await history(p, taker)).contact_allowed).toBe(false);
    });

    test('a paid task between two people unlocks no other pair', async () => {
      const { p, taker, task } = await acceptedTask(t());
      await payAsSystem(t(), task.id);
      const stranger = await registerUser(t());
      for (const [who, peer] of [
        [p, stranger],
        [taker, stranger],
        [stranger, p],
      ] as [SignedIn, SignedIn][]) {
        const conversation_id = await conversationOf(who, peer);
        expect((await call('post.php', who, { conversation_id, content: PHONE })).statusCode).toBe(400);
        expect((await history(who, peer)).contact_allowed).toBe(false);
      }
      // The pair itself may, either way round.
      const conversation_id = await conversationOf(p, taker);
      expect((await call('post.php', p, { conversation_id, content: PHONE })).statusCode).toBe(200);
    });
  });
});
