import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countRows,
  form,
  multipart,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers.js';
import { TINY_PNG as PNG } from '../../../test/images.js';
import { readAudit } from '../../kernel/audit.js';
import { acceptedTask, payAsSystem, taskRow, transition } from '../tasks/test-kit.js';

interface Feedback {
  id: number;
  type: string;
  content: string;
  status: string;
  goods_order_id: number | null;
  goods_order_task_id: number | null;
  order_title: string | null;
  images: { id: number; mime: string; preview_url: string }[];
  answer: string;
  unread: boolean;
  dispute_task_id: number | null;
  user_id?: number;
  device?: string;
}

let keys = 0;
const key = () => `fb-key-${Date.now()}-${++keys}`;

describe.each(backends())('feedback on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });

  const send = (who: SignedIn, fields: Record<string, string | number>, language = 'en') =>
    t().app.inject({
      method: 'POST',
      url: '/api/feedback/create',
      ...form({ idempotency_key: key(), ...fields }, { ...bearer(who.token), 'accept-language': language }),
    });
  const get = (who: SignedIn, url: string) =>
    t().app.inject({ method: 'GET', url, headers: bearer(who.token) });
  const kefuCall = (who: SignedIn, action: string, fields: Record<string, string | number>) =>
    t().app.inject({
      method: 'POST',
      url: `/api/kefu/feedback/${action}`,
      ...form(fields, bearer(who.token)),
    });
  const picture = async (who: SignedIn) => {
    const sent = await t().app.inject({
      method: 'POST',
      url: '/api/file/upload',
      ...multipart(
        {},
        [{ field: 'document', filename: 'p.png', contentType: 'image/png', data: PNG }],
        bearer(who.token),
      ),
    });
    return body<{ id: number }>(sent).data.id;
  };
  const makeKefu = async () => {
    const kefu = await registerUser(t());
    await t().db.updateTable('users').set({ role: 'kefu' }).where('id', '=', kefu.user.id).execute();
    return kefu;
  };

  test('a complaint with a picture about an order is answered; the author sees it unread, then read', async () => {
    const { p, order } = await acceptedTask(t());
    const image = await picture(p);
    const sent = await send(p, {
      type: 'complaint_order',
      content: '<script>alert(1)</script> The taker never came.',
      contact: 'wechat: abc',
      images: String(image),
      goods_order_id: order.id,
      device: 'Mozilla/5.0 test; 390x844; en',
    });
    expect(sent.statusCode).toBe(200);
    const mine = body<Feedback>(sent).data;
    expect(mine).toMatchObject({
      type: 'complaint_order',
      content: '<script>alert(1)</script> The taker never came.',
      status: 'pending',
      goods_order_id: order.id,
      unread: false,
    });
    expect(mine.order_title).toBeTruthy();
    expect(mine.images.map((i) => i.mime)).toEqual(['image/png']);
    expect(mine.device).toBeUndefined();

    const kefu = await makeKefu();
    const queue = body<{ list: Feedback[] }>(await get(kefu, '/api/kefu/feedback/list?status=pending')).data;
    const queued = queue.list.find((f) => f.id === mine.id);
    expect(queued).toMatchObject({ user_id: p.user.id, device: 'Mozilla/5.0 test; 390x844; en' });
    // Kefu reads the attached picture; a stranger does not.
    expect((await get(kefu, `/api/file/detail?id=${image}`)).statusCode).toBe(200);
    const stranger = await registerUser(t());
    expect((await get(stranger, `/api/file/detail?id=${image}`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/feedback/detail?id=${mine.id}`)).statusCode).toBe(404);

    expect(body<Feedback>(await kefuCall(kefu, 'take', { id: mine.id })).data.status).toBe('processing');
    const answered = await kefuCall(kefu, 'answer', {
      id: mine.id,
      answer: 'We called the taker; a refund is on its way.',
    });
    expect(body<Feedback>(answered).data).toMatchObject({ status: 'resolved', unread: true });
    expect(body<{ count: number }>(await get(p, '/api/feedback/unread')).data.count).toBe(1);
    const list = body<{ list: Feedback[] }>(await get(p, '/api/feedback/list')).data.list;
    expect(list[0]).toMatchObject({
      id: mine.id,
      unread: true,
      answer: 'We called the taker; a refund is on its way.',
    });

    const opened = body<Feedback>(await get(p, `/api/feedback/detail?id=${mine.id}`)).data;
    expect(opened.unread).toBe(false);
    expect(body<{ count: number }>(await get(p, '/api/feedback/unread')).data.count).toBe(0);
    // Answered is answered: a second answer is a conflict, closing still works.
    expect((await kefuCall(kefu, 'answer', { id: mine.id, answer: 'Again' })).statusCode).toBe(409);
    expect(body<Feedback>(await kefuCall(kefu, 'close', { id: mine.id })).data.status).toBe('closed');
    // Each kefu action is in the audit log, newest first, with who did it and why.
    const audit = await readAudit(t().db, { records: [{ type: 'feedback', id: mine.id }] });
    expect(audit.map((a) => [a.action, a.actor_id, a.before])).toEqual([
      ['feedback.close', kefu.user.id, { status: 'resolved' }],
      ['feedback.answer', kefu.user.id, { status: 'processing' }],
      ['feedback.take', kefu.user.id, { status: 'pending' }],
    ]);
    expect(audit[1]?.reason).toBe('We called the taker; a refund is on its way.');
  });

  test('only kefu reaches the kefu calls', async () => {
    const person = await registerUser(t());
    const sent = body<Feedback>(
      await send(person, { type: 'suggestion', content: 'Dark mode, please.' }),
    ).data;
    expect((await get(person, '/api/kefu/feedback/list')).statusCode).toBe(403);
    expect((await kefuCall(person, 'answer', { id: sent.id, answer: 'Done by myself' })).statusCode).toBe(
      403,
    );
    const anonymous = await t().app.inject({ method: 'GET', url: '/api/kefu/feedback/list' });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(person, `/api/feedback/detail?id=${sent.id}`)).statusCode).toBe(200);
  });

  test('bad input is refused in the caller’s language and writes nothing', async () => {
    const person = await registerUser(t());
    const { order } = await acceptedTask(t());
    const other = await registerUser(t());
    const othersPicture = await picture(other);
    const before = await countRows(t().db, 'feedback');

    const noType = await send(person, { content: 'Hello' }, 'fr');
    expect(noType.statusCode).toBe(400);
    expect(body(noType).msg).toBe('Choisissez le type de votre avis.');
    const long = await send(person, { type: 'problem', content: 'x'.repeat(141) });
    expect(body(long).msg).toBe('Please describe it in 1 to 140 characters.');
    const blocked = await send(person, { type: 'problem', content: '加我微信详聊' }, 'zh-Hans');
    expect(blocked.statusCode).toBe(400);
    const notMine = await send(person, { type: 'complaint_order', content: 'Bad', goods_order_id: order.id });
    expect(notMine.statusCode).toBe(404);
    expect(body(notMine).msg).toBe('You can only choose an order or task you are part of.');
    const noOrder = await send(person, { type: 'complaint_order', content: 'Bad' });
    expect(body(noOrder).msg).toBe('Please choose the order this complaint is about.');
    const stolen = await send(person, {
      type: 'problem',
      content: 'See picture',
      images: String(othersPicture),
    });
    expect(stolen.statusCode).toBe(400);
    const tooMany = await send(person, { type: 'problem', content: 'Many', images: '1,2,3,4,5,6,7,8,9,10' });
    expect(body(tooMany).msg).toBe('Add at most 9 pictures, each one you uploaded.');
    expect(await countRows(t().db, 'feedback')).toBe(before);
  });

  test('the same idempotency key sends once', async () => {
    const person = await registerUser(t());
    const fields = { type: 'suggestion', content: 'Once', idempotency_key: 'fb-once-000001' };
    const first = body<Feedback>(await send(person, fields)).data;
    const second = body<Feedback>(await send(person, fields)).data;
    expect(second.id).toBe(first.id);
    expect(body<{ list: Feedback[] }>(await get(person, '/api/feedback/list')).data.list).toHaveLength(1);
  });

  test('ten sends an hour per person, then 429 with nothing written; a repeated key is not counted', async () => {
    const person = await registerUser(t());
    const first = { type: 'suggestion', content: 'Number 0', idempotency_key: 'fb-limit-000000' };
    expect((await send(person, first)).statusCode).toBe(200);
    for (let i = 1; i < 10; i++) {
      const sent = await send(person, { type: 'suggestion', content: `Number ${i}` });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    expect((await send(person, first)).statusCode).toBe(200);
    const before = await countRows(t().db, 'feedback');
    const refused = await send(person, { type: 'suggestion', content: 'Eleven' }, 'zh-CN');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(body(refused).msg).toMatch(/秒/);
    expect(await countRows(t().db, 'feedback')).toBe(before);
    const other = await registerUser(t());
    expect((await send(other, { type: 'suggestion', content: 'Mine' })).statusCode).toBe(200);
    t().clock.advance(3601);
    expect((await send(person, { type: 'suggestion', content: 'An hour later' })).statusCode).toBe(200);
  });

  test('kefu turns a complaint about an order into the task’s dispute', async () => {
    const { p, taker, task } = await acceptedTask(t());
    await payAsSystem(t(), task.id);
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Done.' });
    const complaint = body<Feedback>(
      await send(p, { type: 'complaint_order', content: 'Half done.', goods_order_task_id: task.id }),
    ).data;
    const suggestion = body<Feedback>(await send(p, { type: 'suggestion', content: 'Nice app' })).data;
    const kefu = await makeKefu();
    const refused = await kefuCall(kefu, 'dispute', { id: suggestion.id, reason: 'No' });
    expect(refused.statusCode).toBe(409);

    const disputed = await kefuCall(kefu, 'dispute', { id: complaint.id, reason: 'The poster complained.' });
    expect(disputed.statusCode).toBe(200);
    expect(body<Feedback>(disputed).data).toMatchObject({ status: 'processing', dispute_task_id: task.id });
    expect((await taskRow(t(), task.id)).status).toBe('disputed');
    const audit = await readAudit(t().db, { records: [{ type: 'feedback', id: complaint.id }] });
    expect(audit.map((a) => [a.action, a.reason])).toEqual([['feedback.dispute', 'The poster complained.']]);
    // Once is enough: a second conversion is refused and changes nothing.
    expect((await kefuCall(kefu, 'dispute', { id: complaint.id, reason: 'Again' })).statusCode).toBe(409);
  });

  test('a dispute the lifecycle refuses leaves the feedback as it was', async () => {
    const { p, order, task } = await acceptedTask(t());
    const complaint = body<Feedback>(
      await send(p, {
        type: 'complaint_order',
        content: 'Not paid yet but angry.',
        goods_order_id: order.id,
      }),
    ).data;
    const kefu = await makeKefu();
    const refused = await kefuCall(kefu, 'dispute', {
      id: complaint.id,
      reason: 'Try',
      goods_order_task_id: task.id,
    });
    expect(refused.statusCode).toBe(409);
    const after = body<Feedback>(await get(kefu, `/api/feedback/detail?id=${complaint.id}`)).data;
    expect(after).toMatchObject({ status: 'pending', dispute_task_id: null, goods_order_task_id: null });
    expect((await taskRow(t(), task.id)).status).toBe('awaiting_payment');
    expect(await readAudit(t().db, { records: [{ type: 'feedback', id: complaint.id }] })).toEqual([]);
  });
});
