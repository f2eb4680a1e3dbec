import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  form,
  outbox,
  registerUser,
  type SignedIn,
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';
import { type CloudFetch, CloudUnreachable } from '../../providers/cloud-api.js';
import { type NotificationChannel, type OutgoingNotification, SmsChannel } from '../../providers/notify.js';
import type { OutboxNotification } from '../../providers/outbox.js';
import { SandboxPayProvider } from '../../providers/pay.js';
import { AliyunSms, SmsError } from '../../providers/sms.js';
import { freshKey } from '../orders/test-kit.js';
import { acceptedTask, payAsSystem, taskRow, transition } from '../tasks/test-kit.js';
import { DELIVERY_LEASE_SECONDS, RETRY_DELAYS_SECONDS } from './dispatcher.js';
import type { NotificationSetting } from './service.js';

async function settings(t: TestApp, who: SignedIn, fields?: Record<string, string>, locale = 'en') {
  const response = fields
    ? await t.app.inject({
        method: 'POST',
        url: '/api/notification/settings',
        ...form(fields, { ...bearer(who.token), 'accept-language': locale }),
      })
    : await t.app.inject({ method: 'GET', url: '/api/notification/settings', headers: bearer(who.token) });
  return { status: response.statusCode, ...body<{ list: NotificationSetting[] }>(response) };
}

/** Pays the task as a person would: pay_in, then the sandbox provider's signed notification. */
async function pay(t: TestApp, who: SignedIn, taskId: number) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/m/api/order/pay_in.php',
    ...form({ id: taskId, info: 'task', idempotency_key: freshKey() }, bearer(who.token)),
  });
  const payment = body<{ payment_id: string; amount_fen: number }>(started).data;
  const payload = JSON.stringify({
    payment_id: payment.payment_id,
    transaction_id: `sbx_${payment.payment_id}`,
    status: 'SUCCESS',
    amount_fen: payment.amount_fen,
  });
  const notified = await t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    payload,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': new SandboxPayProvider(t.config.paySandboxKey).sign(payload),
    },
  });
  expect(notified.statusCode).toBe(200);
}

const of = (box: OutboxNotification[], userId: number) =>
  box
    .filter((n) => n.user_id === userId)
    .map((n) => `${n.kind}/${n.channel}`)
    .sort();

describe.each(backends())('notifications outside the app (%s)', (backend) => {
  describe('in the sandbox outbox', () => {
    const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });

    test('settings: every kind on by default, with its channels; one turned off stays off', async () => {
      const me = await registerUser(t());
      const initial = await settings(t(), me);
      expect(initial.status).toBe(200);
      expect(initial.data.list.map((s) => [s.kind, s.enabled, s.channels.join('+')])).toEqual([
        ['offer', true, 'wechat'],
        ['accepted', true, 'wechat'],
        ['paid', true, 'wechat+sms'],
        ['delivered', true, 'wechat'],
        ['confirmReminder', true, 'wechat'],
        ['cancelRequested', true, 'wechat'],
        ['disputeResolved', true, 'wechat+sms'],
        ['withdrawalFinished', true, 'wechat+sms'],
      ]);
      const off = await settings(t(), me, { kind: 'delivered', enabled: '0' });
      expect(off.data.list.find((s) => s.kind === 'delivered')?.enabled).toBe(false);
      expect((await settings(t(), me)).data.list.find((s) => s.kind === 'delivered')?.enabled).toBe(false);
      const on = await settings(t(), me, { kind: 'delivered', enabled: '1' });
      expect(on.data.list.every((s) => s.enabled)).toBe(true);
    });

    test('settings: unknown kind, bad value, no token', async () => {
      const me = await registerUser(t());
      expect(await settings(t(), me, { kind: 'spam', enabled: '0' }, 'zh-CN')).toMatchObject({
        status: 400,
        msg: '通知类型格式不正确',
      });
      expect(await settings(t(), me, { kind: 'paid', enabled: 'yes' })).toMatchObject({ status: 400 });
      expect(await settings(t(), me, { enabled: '0' })).toMatchObject({ status: 400 });
      const anonymous = await t().app.inject({ method: 'GET', url: '/api/notification/settings' });
      expect(anonymous.statusCode).toBe(401);
    });

    test('a paid task notifies both people, SMS for the money; a person who turned "paid" off gets none of it', async () => {
      const { p, taker, task } = await acceptedTask(t(), { price_fen: 8000 });
      // The poster does not want payment notices; the taker keeps the defaults.
      expect((await settings(t(), p, { kind: 'paid', enabled: '0' })).status).toBe(200);
      await pay(t(), p, task.id);
      expect((await taskRow(t(), task.id)).status).toBe('paid');
      await t().context.notifications.runDue();
      const box = (await outbox(t())).notifications;
      expect(of(box, taker.user.id)).toEqual(['accepted/wechat', 'paid/sms', 'paid/wechat']);
      expect(of(box, p.user.id)).toEqual(['offer/wechat']);
      const paid = box.find((n) => n.user_id === taker.user.id && n.kind === 'paid' && n.channel === 'sms');
      expect(paid?.params).toEqual({ title: 'Fix a leaking tap', amount: '80.00' });
      const rows = await t()
        .db.selectFrom('notification_deliveries')
        .select(['user_id', 'kind', 'outcome', 'attempts'])
        .where('params', 'like', `{"task_id":${task.id},%`)
        .execute();
      expect(rows.every((r) => r.outcome === 'sent' && r.attempts === 1)).toBe(true);
      expect(rows.some((r) => r.user_id === p.user.id && r.kind === 'paid')).toBe(false);
    });

    test('day 5 of a delivery reminds the poster to confirm, once; a poster who turned it off is not reminded', async () => {
      const DAY = 86_400;
      const remindedOf = async (taskId: number) =>
        (await outbox(t())).notifications.filter(
          (n) => n.kind === 'confirmReminder' && (n.params as { title?: string }).title === `Fix ${taskId}`,
        );
      const deliveredTask = async () => {
        const { p, taker, order, task } = await acceptedTask(t());
        await t()
          .db.updateTable('goods_orders')
          .set({ title: `Fix ${task.id}` })
          .where('id', '=', order.id)
          .execute();
        await payAsSystem(t(), task.id);
        expect(
          (await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Done.' })).statusCode,
        ).toBe(200);
        return { p, task };
      };
      const reminded = await deliveredTask();
      const quiet = await deliveredTask();
      expect((await settings(t(), quiet.p, { kind: 'confirmReminder', enabled: '0' })).status).toBe(200);
      t().clock.advance(5 * DAY - 60);
      await t().context.jobs.runDue();
      await t().context.notifications.runDue();
      expect(await remindedOf(reminded.task.id)).toEqual([]);
      t().clock.advance(60);
      await t().context.jobs.runDue();
      await t().context.notifications.runDue();
      await t().context.jobs.runDue();
      await t().context.notifications.runDue();
      const sent = await remindedOf(reminded.task.id);
      expect(sent.map((n) => [n.user_id, n.channel])).toEqual([[reminded.p.user.id, 'wechat']]);
      expect(await remindedOf(quiet.task.id)).toEqual([]);
    });

    test('a person who turns a kind off after it was queued does not get it', async () => {
      const me = await registerUser(t());
      const now = t().clock.unix();
      await t()
        .db.insertInto('notification_deliveries')
        .values({
          event_key: `test:${freshKey()}`,
          user_id: me.user.id,
          kind: 'delivered',
          channel: 'wechat',
          params: JSON.stringify({ task_id: 0, params: [['title', 'x']] }),
          due_at: now,
          created_at: now,
        })
        .execute();
      await settings(t(), me, { kind: 'delivered', enabled: '0' });
      await t().context.notifications.runDue();
      const row = await t()
        .db.selectFrom('notification_deliveries')
        .select(['outcome'])
        .where('user_id', '=', me.user.id)
        .executeTakeFirstOrThrow();
      expect(row.outcome).toBe('off');
      expect(of((await outbox(t())).notifications, me.user.id)).toEqual([]);
    });
  });

  describe('delivery: retried after a failure, never twice', () => {
    const sent: OutgoingNotification[] = [];
    const failures: unknown[] = [];
    const channel: NotificationChannel = {
      name: 'sms',
      carries: (kind) => kind === 'paid' || kind === 'offer' || kind === 'accepted',
      async send(n) {
        const failure = failures.shift();
        if (failure) throw failure;
        sent.push(n);
        return 'sent';
      },
    };
    const t = useTestApp(backend, {
      config: { jobIntervalMs: 0 },
      deps: { notificationChannels: [channel] },
    });

    async function queue(userId: number, kind = 'paid') {
      const now = t().clock.unix();
      const row = await t()
        .db.insertInto('notification_deliveries')
        .values({
          event_key: `test:${freshKey()}`,
          user_id: userId,
          kind,
          channel: 'sms',
          params: JSON.stringify({ task_id: 0, params: [['amount', '1.00']] }),
          due_at: now,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    }
    const delivery = (id: number) =>
      t().db.selectFrom('notification_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    test('an unreachable gateway: retried after the first delay, then sent once', async () => {
      const me = await registerUser(t());
      failures.push(new SmsError('unavailable', 'unreachable', 'connection refused'));
      const id = await queue(me.user.id);
      sent.length = 0;
      await t().context.notifications.runDue();
      expect(sent).toEqual([]);
      expect(await delivery(id)).toMatchObject({ done_at: null, claimed_at: null, attempts: 1 });
      await t().context.notifications.runDue();
      expect(sent).toEqual([]);
      t().clock.advance(RETRY_DELAYS_SECONDS[0]);
      await t().context.notifications.runDue();
      await t().context.notifications.runDue();
      expect(sent.map((n) => [n.deliveryId, n.phone])).toEqual([[id, me.phone]]);
      expect(await delivery(id)).toMatchObject({ outcome: 'sent', attempts: 2 });
    });

    test.each([
      ['the SMS gateway', new SmsError('unavailable', 'timeout', 'timeout')],
      ['WeChat', new CloudUnreachable('api.weixin.qq.com: timeout', undefined, true)],
    ])(
      'a timeout of %s may have reached the person: closed as unknown, not sent again',
      async (_name, error) => {
        const me = await registerUser(t());
        failures.push(error);
        const id = await queue(me.user.id);
        sent.length = 0;
        await t().context.notifications.runDue();
        t().clock.advance(RETRY_DELAYS_SECONDS[3] * 2);
        await t().context.notifications.runDue();
        expect(sent).toEqual([]);
        expect(await delivery(id)).toMatchObject({ outcome: 'unknown', attempts: 1 });
      },
    );

    test('a claim whose process died is closed as unknown after the lease, never resent', async () => {
      const me = await registerUser(t());
      const id = await queue(me.user.id);
      // Claimed by another process that then vanished.
      await t()
        .db.updateTable('notification_deliveries')
        .set({ claimed_at: t().clock.unix(), attempts: 1 })
        .where('id', '=', id)
        .execute();
      sent.length = 0;
      await t().context.notifications.runDue();
      expect(await delivery(id)).toMatchObject({ done_at: null });
      t().clock.advance(DELIVERY_LEASE_SECONDS);
      await t().context.notifications.runDue();
      expect(sent).toEqual([]);
      expect(await delivery(id)).toMatchObject({ outcome: 'unknown' });
    });

    test('five failures: failed for good; a refused number fails at once', async () => {
      const me = await registerUser(t());
      const id = await queue(me.user.id);
      for (let i = 0; i < 5; i += 1)
        failures.push(new SmsError('credit', 'isv.AMOUNT_NOT_ENOUGH', 'no credit'));
      for (let i = 0; i < 6; i += 1) {
        await t().context.notifications.runDue();
        t().clock.advance(RETRY_DELAYS_SECONDS[3]);
      }
      expect(await delivery(id)).toMatchObject({ outcome: 'failed', attempts: 5 });
      const refused = await queue(me.user.id);
      failures.push(new SmsError('phone', 'isv.MOBILE_NUMBER_ILLEGAL', 'bad number'));
      await t().context.notifications.runDue();
      expect(await delivery(refused)).toMatchObject({ outcome: 'failed', attempts: 1 });
    });

    test('one event is queued once per person and channel, however often it is told', async () => {
      const { task } = await acceptedTask(t(), { price_fen: 3000 });
      const before = await t().db.selectFrom('notification_deliveries').select('id').execute();
      const event = {
        taskId: task.id,
        transition: 'accept',
        actor: { role: 'poster' as const, id: null },
        from: 'pending',
        to: 'awaiting_payment',
        reason: null,
      };
      const services = t().context.services;
      await t()
        .db.transaction()
        .execute((tx) => services.notifications.onTaskEvent(tx, event));
      await t()
        .db.transaction()
        .execute((tx) => services.notifications.onTaskEvent(tx, event));
      const after = await t().db.selectFrom('notification_deliveries').select('id').execute();
      expect(after.length).toBe(before.length);
    });
  });

  describe('by SMS through the gateway, with the kind’s template', () => {
    const asked: URLSearchParams[] = [];
    const fetch: CloudFetch = async (_url, init) => {
      asked.push(new URLSearchParams(init.body));
      return { status: 200, text: async () => JSON.stringify({ Code: 'OK', Message: 'OK', BizId: '1^0' }) };
    };
    const gateway = new AliyunSms(
      {
        provider: 'aliyun',
        accessKeyId: 'test-access-key-id',
        accessKeySecret: 'test-access-key-secret',
        signName: '任务集市',
        registerTemplate: 'SMS_154950909',
        notifyTemplates: {},
        sdkAppId: undefined,
        region: 'cn-hangzhou',
        endpoint: undefined,
        timeoutMs: 1000,
      },
      { log: { warn() {}, error() {} } as never, fetch },
    );
    const channel = new SmsChannel(gateway, { paid: 'SMS_154950910' });
    const t = useTestApp(backend, {
      config: { jobIntervalMs: 0 },
      deps: { notificationChannels: [channel] },
    });

    test('only kinds with a template go by SMS; a paid task sends the taker its template with title and amount', async () => {
      expect(['paid', 'disputeResolved', 'offer'].map((kind) => channel.carries(kind))).toEqual([
        true,
        false,
        false,
      ]);
      const { p, taker, task } = await acceptedTask(t(), { price_fen: 8000 });
      await pay(t(), p, task.id);
      await t().context.notifications.runDue();
      const sent = asked.map((q) => [q.get('PhoneNumbers'), q.get('TemplateCode'), q.get('TemplateParam')]);
      expect(sent).toEqual(
        expect.arrayContaining([
          [taker.phone, 'SMS_154950910', '{"title":"Fix a leaking tap","amount":"80.00"}'],
          [p.phone, 'SMS_154950910', '{"title":"Fix a leaking tap","amount":"80.00"}'],
        ]),
      );
      expect(sent).toHaveLength(2);
    });
  });
});
