import { afterEach, describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  form,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers.js';
import { SandboxPayProvider } from '../../providers/pay.js';
import { createOrder, freshKey, poster } from '../orders/test-kit.js';
import { apply, payAsSystem, type TaskShape, taskRow, transition, verifiedTaker } from '../tasks/test-kit.js';
import { ledgerProblems } from '../wallet/ledger.js';
import type { CampaignView, CouponView, UsableView } from './service.js';

const DAY = 86_400;

interface TaskWithCoupon extends TaskShape {
  coupon: { user_coupon_id: number; name: string; amount_fen: number } | null;
  payable_fen: number;
}

describe.each(backends())('coupons on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });

  afterEach(async () => {
    expect(await ledgerProblems(t().db)).toEqual([]);
  });

  /** A campaign written as the seed or an operator would. */
  async function template(fields: Record<string, unknown> = {}, categories: number[] = []): Promise<number> {
    const row = await t()
      .db.insertInto('coupon_templates')
      .values({
        names: JSON.stringify({ en: 'Ten off', 'zh-Hans': '立减10元' }),
        amount_fen: 1000,
        min_spend_fen: 0,
        receive_type: 'kefu',
        valid_days: 30,
        per_person_limit: 1,
        created_at: t().clock.unix(),
        ...fields,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const category_id of categories) {
      await t()
        .db.insertInto('coupon_template_categories')
        .values({ template_id: row.id, category_id })
        .execute();
    }
    return row.id;
  }

  async function grant(who: SignedIn, templateId: number): Promise<CouponView> {
    const kefu = await registerUser(t());
    await t().db.updateTable('users').set({ role: 'kefu' }).where('id', '=', kefu.user.id).execute();
    const response = await call(kefu, '/api/coupon/getOrderCoupon', {
      coupon_id: templateId,
      user_id: who.user.id,
    });
    expect(response.statusCode).toBe(200);
    return body<CouponView>(response).data;
  }

  function call(
    who: SignedIn | null,
    url: string,
    fields: Record<string, string | number> = {},
    language = 'en',
  ) {
    return t().app.inject({
      method: 'POST',
      url,
      ...form(fields, { ...(who ? bearer(who.token) : {}), 'accept-language': language }),
    });
  }

  function get(who: SignedIn | null, url: string) {
    return t().app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });
  }

  async function coupon(id: number) {
    return t().db.selectFrom('user_coupons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** The poster of a fixed-price order of 50.00 with a taker's pending task, and a coupon of 10.00. */
  async function pendingWithCoupon(fields: Record<string, unknown> = {}) {
    const p = await poster(t());
    const order = body<{ id: number }>(await createOrder(t(), p, { price_fen: 5000 })).data;
    const taker = await verifiedTaker(t());
    const task = body<TaskShape>(await apply(t(), taker, order.id)).data;
    const mine = await grant(p, await template(fields));
    return { p, order, taker, task, mine };
  }

  async function acceptWith(p: SignedIn, taskId: number, couponId: number) {
    return transition(t(), p, { id: taskId, transition: 'accept', user_coupon_id: couponId });
  }

  test('a new account holds the registration campaigns; notViewed announces them once; the popup lists them', async () => {
    const campaign = await template({ receive_type: 'register', amount_fen: 800, stock_left: 1000 });
    const anonymous = await call(null, '/api/coupon/index', { receive_type: 'register' });
    const listed = body<CampaignView[]>(anonymous).data.find((c) => c.id === campaign);
    expect(listed).toMatchObject({ amount_fen: 800, received: 0, can_receive: true, name: 'Ten off' });

    const me = await registerUser(t());
    const held = await t()
      .db.selectFrom('user_coupons')
      .selectAll()
      .where('owner_id', '=', me.user.id)
      .execute();
    expect(held.map((c) => [c.template_id, c.state, c.valid_until - c.valid_from])).toContainEqual([
      campaign,
      'available',
      30 * DAY,
    ]);
    const stock = await t()
      .db.selectFrom('coupon_templates')
      .select('stock_left')
      .where('id', '=', campaign)
      .executeTakeFirstOrThrow();
    expect(stock.stock_left).toBe(999);

    const first = body<CouponView[]>(await get(me, '/api/user.Coupon/notViewed')).data;
    expect(first.map((c) => c.template_id)).toContain(campaign);
    expect(body<CouponView[]>(await get(me, '/api/user.Coupon/notViewed')).data).toEqual([]);
    const mine = body<CampaignView[]>(await call(me, '/api/coupon/index', { receive_type: 'register' })).data;
    expect(mine.find((c) => c.id === campaign)).toMatchObject({ received: 1, can_receive: false });
    await t().db.updateTable('coupon_templates').set({ active: false }).where('id', '=', campaign).execute();
  });

  test('50 claims at once of a campaign with a stock of 10 issue exactly 10; a double tap issues one', async () => {
    const campaign = await template({ receive_type: 'claim', stock_left: 10 });
    const people = await Promise.all(Array.from({ length: 50 }, () => registerUser(t())));
    const answers = await Promise.all(
      people.map((who) => call(who, '/api/coupon/getOrderCoupon', { coupon_id: campaign })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => [a.statusCode, body(a).msg])).toEqual(
      Array.from({ length: 40 }, () => [409, 'These coupons are all gone.']),
    );
    const issued = await t()
      .db.selectFrom('user_coupons')
      .select('id')
      .where('template_id', '=', campaign)
      .execute();
    expect(issued).toHaveLength(10);
    const row = await t()
      .db.selectFrom('coupon_templates')
      .select('stock_left')
      .where('id', '=', campaign)
      .executeTakeFirstOrThrow();
    expect(row.stock_left).toBe(0);

    const unlimited = await template({ receive_type: 'claim' });
    const me = await registerUser(t());
    const taps = await Promise.all(
      [1, 2, 3].map(() => call(me, '/api/coupon/getOrderCoupon', { coupon_id: unlimited })),
    );
    expect(taps.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(body(taps.find((a) => a.statusCode === 409) as never).msg).toBe(
      'You already hold as many of these coupons as allowed.',
    );
    const mine = await t()
      .db.selectFrom('user_coupons')
      .select('id')
      .where('owner_id', '=', me.user.id)
      .where('template_id', '=', unlimited)
      .execute();
    expect(mine).toHaveLength(1);
  });

  test('paying with a coupon: held on accept, the payment asks fee - coupon, a repeated notification uses it once', async () => {
    const { p, task, mine } = await pendingWithCoupon();
    const accepted = body<TaskWithCoupon>(await acceptWith(p, task.id, mine.id)).data;
    expect(accepted).toMatchObject({ status: 'awaiting_payment', payable_fen: 4000 });
    expect(accepted.coupon).toEqual({ user_coupon_id: mine.id, name: 'Ten off', amount_fen: 1000 });
    expect(await coupon(mine.id)).toMatchObject({ state: 'held', task_id: task.id });

    const started = await call(p, '/m/api/order/pay_in.php', {
      id: task.id,
      info: 'task',
      idempotency_key: freshKey(),
    });
    const payment = body<{ payment_id: string; amount_fen: number }>(started).data;
    expect(payment.amount_fen).toBe(4000);
    const payload = JSON.stringify({
      payment_id: payment.payment_id,
      transaction_id: 'sbx_coupon',
      status: 'SUCCESS',
      amount_fen: 4000,
    });
    const signature = new SandboxPayProvider(t().config.paySandboxKey).sign(payload);
    const notify = () =>
      t().app.inject({
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        payload,
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      });
    await Promise.all([notify(), notify()]);
    await notify();
    expect((await taskRow(t(), task.id)).status).toBe('paid');
    expect(await coupon(mine.id)).toMatchObject({ state: 'used', task_id: task.id });
    const escrow = await t()
      .db.selectFrom('ledger_entries')
      .select('amount_fen')
      .where('account', '=', `escrow:task:${task.id}`)
      .execute();
    expect(escrow.map((e) => Number(e.amount_fen))).toEqual([4000]);

    const history = body<{
      list: { coupon: CouponView; task: { goods_order_task_id: number; payable_fen: number } }[];
    }>(await call(p, '/m/api/order/coupon_order.php')).data.list;
    expect(
      history.map((h) => [h.coupon.id, h.coupon.state, h.task.goods_order_task_id, h.task.payable_fen]),
    ).toEqual([[mine.id, 'used', task.id, 4000]]);
    const shown = body<{ coupon: CouponView; task: { status: string } }>(
      await get(p, `/api/user.Coupon/orderShow?user_coupon_id=${mine.id}`),
    ).data;
    expect(shown).toMatchObject({ coupon: { id: mine.id, state: 'used' }, task: { status: 'paid' } });
  });

  test('a completed task books the coupon as the platform’s subsidy', async () => {
    const { p, taker, task, mine } = await pendingWithCoupon();
    await acceptWith(p, task.id, mine.id);
    await payAsSystem(t(), task.id);
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Done' });
    expect((await transition(t(), p, { id: task.id, transition: 'confirm' })).statusCode).toBe(200);
    const subsidy = await t()
      .db.selectFrom('ledger_entries')
      .select('amount_fen')
      .where('account', '=', 'platform:coupon_subsidy')
      .where('task_id', '=', task.id)
      .execute();
    expect(subsidy.map((e) => Number(e.amount_fen))).toEqual([-1000]);
    expect((await coupon(mine.id)).state).toBe('used');
  });

  test('the coupon comes back when the payment expires and when the order is cancelled', async () => {
    const first = await pendingWithCoupon();
    await acceptWith(first.p, first.task.id, first.mine.id);
    t().clock.advance(15 * 60);
    await t().context.jobs.runDue();
    expect(await taskRow(t(), first.task.id)).toMatchObject({ status: 'pending', coupon_fen: 0 });
    expect(await coupon(first.mine.id)).toMatchObject({ state: 'available', task_id: null });

    const second = await pendingWithCoupon();
    await acceptWith(second.p, second.task.id, second.mine.id);
    const cancelled = await call(second.p, '/api/goods_order/cancel', {
      id: second.order.id,
      reason: 'Plans changed',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await taskRow(t(), second.task.id)).toMatchObject({ status: 'not_selected', coupon_fen: 0 });
    expect(await coupon(second.mine.id)).toMatchObject({ state: 'available', task_id: null });
  });

  test('a refund returns a used coupon, or expires it when its time is past', async () => {
    const { p, taker, task, mine } = await pendingWithCoupon();
    await acceptWith(p, task.id, mine.id);
    await payAsSystem(t(), task.id);
    await transition(t(), p, {
      id: task.id,
      transition: 'request-cancel',
      reason: 'No longer needed',
      responsible: 'poster',
    });
    expect((await transition(t(), taker, { id: task.id, transition: 'accept-cancel' })).statusCode).toBe(200);
    expect(await coupon(mine.id)).toMatchObject({ state: 'available', task_id: null, used_at: null });
    const refund = await t()
      .db.selectFrom('ledger_entries')
      .select('amount_fen')
      .where('account', '=', `poster:${p.user.id}:payment`)
      .execute();
    expect(refund.map((e) => Number(e.amount_fen))).toEqual([-4000, 4000]);

    const late = await pendingWithCoupon({
      valid_days: null,
      valid_from: t().clock.unix() - DAY,
      valid_until: t().clock.unix() + 3 * DAY,
    });
    await acceptWith(late.p, late.task.id, late.mine.id);
    await payAsSystem(t(), late.task.id);
    await transition(t(), late.taker, { id: late.task.id, transition: 'start' });
    await transition(t(), late.p, { id: late.task.id, transition: 'dispute', reason: 'Nobody came' });
    t().clock.advance(4 * DAY);
    const kefu = await registerUser(t());
    await t().db.updateTable('users').set({ role: 'kefu' }).where('id', '=', kefu.user.id).execute();
    const refunded = await transition(t(), kefu, {
      id: late.task.id,
      transition: 'resolve-refund',
      reason: 'No show',
    });
    expect(refunded.statusCode).toBe(200);
    expect(await coupon(late.mine.id)).toMatchObject({ state: 'expired', task_id: null });
  });

  test('change-coupon on orderPay swaps the held coupon, or drops it; usable.php answers the best first', async () => {
    const { p, task, mine } = await pendingWithCoupon();
    const bigger = await grant(p, await template({ amount_fen: 2000 }));
    const tooBig = await grant(p, await template({ amount_fen: 5000 }));
    await acceptWith(p, task.id, mine.id);
    const usable = body<UsableView[]>(
      await call(p, '/m/api/user/coupon/usable.php', { goods_order_task_id: task.id }),
    ).data;
    expect(usable.map((c) => [c.id, c.usable, c.reason])).toEqual([
      [bigger.id, true, null],
      [mine.id, true, null],
      [tooBig.id, false, 'coupon.tooLarge'],
    ]);
    expect(usable[2]?.reason_msg).toBe('The coupon must be smaller than the fee.');

    const swapped = await call(p, '/api/task/coupon', {
      goods_order_task_id: task.id,
      new_coupon_id: bigger.id,
    });
    expect(body<TaskWithCoupon>(swapped).data).toMatchObject({
      payable_fen: 3000,
      coupon: { user_coupon_id: bigger.id },
    });
    expect((await coupon(mine.id)).state).toBe('available');
    expect((await coupon(bigger.id)).state).toBe('held');
    const dropped = await call(p, '/api/task/coupon', { goods_order_task_id: task.id, new_coupon_id: 0 });
    expect(body<TaskWithCoupon>(dropped).data).toMatchObject({ payable_fen: 5000, coupon: null });
    expect((await coupon(bigger.id)).state).toBe('available');
  });

  test('usable_task.php keeps the preferred coupon when it can pay, else the best', async () => {
    const { p, order, mine } = await pendingWithCoupon();
    const bigger = await grant(p, await template({ amount_fen: 2000 }));
    const best = body<{ coupon: UsableView }>(
      await call(p, '/m/api/user/coupon/usable_task.php', { goods_order_id: order.id }),
    ).data;
    expect(best.coupon.id).toBe(bigger.id);
    const preferred = body<{ coupon: UsableView }>(
      await call(p, '/m/api/user/coupon/usable_task.php', { goods_order_id: order.id, preferred: mine.id }),
    ).data;
    expect(preferred.coupon.id).toBe(mine.id);
  });

  test('usable_task.php with a task weighs for that task: its held coupon counts, the best is offered', async () => {
    const { p, order, task, mine } = await pendingWithCoupon();
    await acceptWith(p, task.id, mine.id);
    const bigger = await grant(p, await template({ amount_fen: 2000 }));
    const ask = (fields: Record<string, unknown>) =>
      call(p, '/m/api/user/coupon/usable_task.php', { goods_order_id: order.id, ...fields });
    const best = body<{ coupon: UsableView; list: UsableView[] }>(
      await ask({ goods_order_task_id: task.id }),
    ).data;
    expect(best.coupon.id).toBe(bigger.id);
    expect(best.list.map((c) => [c.id, c.state, c.usable])).toEqual([
      [bigger.id, 'available', true],
      [mine.id, 'held', true],
    ]);
    const kept = body<{ coupon: UsableView }>(
      await ask({ goods_order_task_id: task.id, preferred: mine.id }),
    ).data;
    expect(kept.coupon.id).toBe(mine.id);
    // Without the task, a coupon held by it is not free to use.
    const orderOnly = body<{ list: UsableView[] }>(await ask({})).data;
    expect(orderOnly.list.map((c) => c.id)).toEqual([bigger.id]);

    const other = await pendingWithCoupon();
    expect((await ask({ goods_order_task_id: other.task.id })).statusCode).toBe(404);
    expect((await ask({ goods_order_task_id: 'x' })).statusCode).toBe(400);
  });

  test('others’ coupons and bad input are refused and change nothing', async () => {
    const { p, taker, order, task, mine } = await pendingWithCoupon();
    const stranger = await registerUser(t());
    const theirs = await grant(stranger, await template());
    const foreign = await acceptWith(p, task.id, theirs.id);
    expect([foreign.statusCode, body(foreign).data]).toEqual([403, { reason: 'coupon.notYours' }]);
    expect((await taskRow(t(), task.id)).status).toBe('pending');
    expect((await coupon(theirs.id)).state).toBe('available');
    expect((await acceptWith(p, task.id, 999_999)).statusCode).toBe(404);
    expect((await acceptWith(p, task.id, Number.NaN)).statusCode).toBe(400);

    const category = await grant(p, await template({}, [2]));
    const wrong = await acceptWith(p, task.id, category.id);
    expect([wrong.statusCode, body(wrong).msg]).toEqual([
      400,
      'This coupon does not apply to this category.',
    ]);
    const minimum = await grant(p, await template({ min_spend_fen: 9000 }));
    expect(body((await acceptWith(p, task.id, minimum.id)) as never).data).toEqual({
      reason: 'coupon.minSpend',
    });
    const far = await grant(
      p,
      await template({ area_longitude: 116.4, area_latitude: 39.9, area_radius_m: 5000 }),
    );
    const outside = await acceptWith(p, task.id, far.id);
    expect([outside.statusCode, body(outside).msg]).toEqual([
      400,
      'This coupon does not apply where this order takes place.',
    ]);
    expect(await taskRow(t(), task.id)).toMatchObject({ status: 'pending', coupon_fen: 0 });
    expect((await coupon(far.id)).state).toBe('available');

    expect(
      (await call(stranger, '/m/api/user/coupon/usable.php', { goods_order_task_id: task.id })).statusCode,
    ).toBe(404);
    expect(
      (await call(taker, '/m/api/user/coupon/usable.php', { goods_order_task_id: task.id })).statusCode,
    ).toBe(404);
    expect((await call(p, '/m/api/user/coupon/usable.php', { goods_order_task_id: 'x' })).statusCode).toBe(
      400,
    );
    expect((await call(p, '/m/api/user/coupon/usable.php')).statusCode).toBe(400);
    expect(
      (await call(stranger, '/m/api/user/coupon/usable_task.php', { goods_order_id: order.id })).statusCode,
    ).toBe(404);
    expect((await get(stranger, `/api/user.Coupon/orderShow?user_coupon_id=${mine.id}`)).statusCode).toBe(
      404,
    );
    expect((await get(p, '/api/user.Coupon/orderShow')).statusCode).toBe(400);
    expect((await get(null, '/api/user.Coupon/notViewed')).statusCode).toBe(401);
    expect((await call(null, '/m/api/user/coupon/list.php')).statusCode).toBe(401);
    expect((await call(p, '/m/api/user/coupon/list.php', { state: 'lost' })).statusCode).toBe(400);
    expect((await call(p, '/m/api/user/coupon/list.php', { page: '0' })).statusCode).toBe(400);
    expect((await call(null, '/api/coupon/index', { receive_type: 'other' })).statusCode).toBe(400);
    expect((await call(p, '/api/coupon/index', { receive_type: 'kefu' })).statusCode).toBe(403);
    expect((await get(null, '/api/user.Coupon/createOrderShow')).statusCode).toBe(400);
    expect(
      (await get(null, '/api/user.Coupon/createOrderShow?goods_categorize_id=1&longitude=500&latitude=1'))
        .statusCode,
    ).toBe(400);
    expect((await call(null, '/m/api/user/coupon/soon-to-expire.php')).statusCode).toBe(401);
    expect((await call(null, '/m/api/order/coupon_order.php')).statusCode).toBe(401);

    const kefuOnly = await template();
    const self = await call(p, '/api/coupon/getOrderCoupon', { coupon_id: kefuOnly });
    expect([self.statusCode, body(self).msg]).toEqual([409, 'This coupon cannot be claimed.']);
    const granting = await call(p, '/api/coupon/getOrderCoupon', { coupon_id: kefuOnly, user_id: p.user.id });
    expect(granting.statusCode).toBe(403);
    expect((await call(p, '/api/coupon/getOrderCoupon', { coupon_id: 999_999 })).statusCode).toBe(404);
    expect((await call(p, '/api/coupon/getOrderCoupon', {})).statusCode).toBe(400);

    // change-coupon: only on a task awaiting payment, only the poster, never someone else's coupon.
    const notYet = await call(p, '/api/task/coupon', {
      goods_order_task_id: task.id,
      new_coupon_id: mine.id,
    });
    expect(notYet.statusCode).toBe(409);
    await acceptWith(p, task.id, mine.id);
    const byTaker = await call(taker, '/api/task/coupon', { goods_order_task_id: task.id, new_coupon_id: 0 });
    expect(byTaker.statusCode).toBe(403);
    const byStranger = await call(stranger, '/api/task/coupon', {
      goods_order_task_id: task.id,
      new_coupon_id: theirs.id,
    });
    expect(byStranger.statusCode).toBe(404);
    const stolen = await call(p, '/api/task/coupon', {
      goods_order_task_id: task.id,
      new_coupon_id: theirs.id,
    });
    expect(stolen.statusCode).toBe(403);
    expect(await coupon(mine.id)).toMatchObject({ state: 'held', task_id: task.id });
    expect((await coupon(theirs.id)).state).toBe('available');
  });

  test('list.php tabs: available with held and expiring soon marked, used, expired; soon-to-expire reminds', async () => {
    const me = await registerUser(t());
    const soon = await grant(me, await template({ valid_days: 2 }));
    const later = await grant(me, await template({ valid_days: 20 }));
    const gone = await grant(
      me,
      await template({
        valid_days: null,
        valid_from: t().clock.unix() - 10 * DAY,
        valid_until: t().clock.unix() + 60,
      }),
    );
    t().clock.advance(120);
    const tab = (state: string) =>
      call(me, '/m/api/user/coupon/list.php', { state, page: 1 }).then(
        (r) => body<{ list: CouponView[] }>(r).data.list,
      );
    const available = (await tab('available')).filter((c) => [soon.id, later.id].includes(c.id));
    expect(available.map((c) => [c.id, c.expiring_soon])).toEqual([
      [soon.id, true],
      [later.id, false],
    ]);
    expect((await tab('expired')).map((c) => c.id)).toContain(gone.id);
    expect(await tab('used')).toEqual([]);
    const reminded = body<CouponView[]>(await call(me, '/m/api/user/coupon/soon-to-expire.php')).data;
    expect(reminded.map((c) => c.id)).toEqual([soon.id]);
    const zh = await call(me, '/m/api/user/coupon/list.php', { state: 'available' }, 'zh-CN');
    expect(body<{ list: CouponView[] }>(zh).data.list.map((c) => c.name)).toContain('立减10元');
  });

  test('the sandbox’s demo campaigns: a welcome coupon and a cleaning coupon for every new account, one to claim on a cleaning task, ended by /dev', async () => {
    const opened = body<number[]>(await call(null, '/dev/coupons/demo')).data;
    expect(opened).toHaveLength(3);
    expect(body<number[]>(await call(null, '/dev/coupons/demo')).data).toEqual(opened);
    const cleaning = await t()
      .db.selectFrom('categories')
      .select('id')
      .where('icon', '=', '/assets/categories/cleaning.svg')
      .executeTakeFirstOrThrow();
    const offered = body<CampaignView[]>(
      await get(null, `/api/user.Coupon/createOrderShow?goods_categorize_id=${cleaning.id}`),
    ).data.filter((c) => opened.includes(c.id));
    expect(offered.map((c) => [c.id, c.name, c.amount_fen, c.min_spend_fen, c.receive_type])).toEqual([
      [opened[2], 'Cleaning: 10 off over 50', 1000, 5000, 'claim'],
    ]);
    const me = await registerUser(t());
    const mine = body<{ list: CouponView[] }>(await call(me, '/m/api/user/coupon/list.php', {}, 'zh-CN')).data
      .list;
    const demo = mine.filter((c) => opened.includes(c.template_id));
    expect(demo.map((c) => [c.name, c.amount_fen, c.min_spend_fen, c.category_ids.length])).toEqual([
      ['保洁满100减20', 2000, 10_000, 1],
      ['新人券', 800, 0, 0],
    ]);
    const claimed = await call(me, '/api/coupon/getOrderCoupon', { coupon_id: opened[2] as number });
    expect(body<CouponView>(claimed).data.name).toBe('Cleaning: 10 off over 50');
    for (const id of opened) expect((await call(null, '/dev/coupons/end', { id })).statusCode).toBe(200);
    const later = await registerUser(t());
    const none = await t()
      .db.selectFrom('user_coupons')
      .select('id')
      .where('owner_id', '=', later.user.id)
      .where('template_id', 'in', opened)
      .execute();
    expect(none).toEqual([]);
  });

  test('createOrderShow lists the claim campaigns of a category and place', async () => {
    const here = await template({ receive_type: 'claim' }, [1]);
    const elsewhere = await template({ receive_type: 'claim' }, [2]);
    const far = await template({
      receive_type: 'claim',
      area_longitude: 116.4,
      area_latitude: 39.9,
      area_radius_m: 5000,
    });
    const shown = body<CampaignView[]>(
      await get(
        null,
        '/api/user.Coupon/createOrderShow?goods_categorize_id=1&longitude=121.47&latitude=31.23',
      ),
    ).data.map((c) => c.id);
    expect(shown).toContain(here);
    expect(shown).not.toContain(elsewhere);
    expect(shown).not.toContain(far);
  });
});
