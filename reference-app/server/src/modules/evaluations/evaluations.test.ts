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
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';
import { TINY_PNG as PNG } from '../../../test/images.js';
import { acceptedTask, payAsSystem, taskRow, transition } from '../tasks/test-kit.js';

const DAY = 86_400;

interface Evaluation {
  stars: number;
  content: string;
  pics: string[];
  at: number;
  by: { id: number; s_username: string };
}

interface Pair {
  mine: Evaluation | null;
  theirs: Evaluation | null;
  evaluate_by: number | null;
  visible: boolean;
  theirs_waiting: boolean;
}

interface Listed extends Evaluation {
  goods_order_task_id: number;
  title: string;
  author_role: string;
  about: { id: number };
  visible: boolean;
}

interface List {
  list: Listed[];
  average: number;
  count: number;
  has_more: boolean;
}

/** A task its poster confirmed: `completed`, evaluations open. */
async function completedTask(t: TestApp) {
  const made = await acceptedTask(t);
  await payAsSystem(t, made.task.id);
  await transition(t, made.taker, { id: made.task.id, transition: 'deliver', note: 'Done.' });
  const confirmed = await transition(t, made.p, { id: made.task.id, transition: 'confirm' });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return made;
}

describe.each(backends())('evaluations on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });

  const evaluate = (who: SignedIn, fields: Record<string, string | number>, language = 'en') =>
    t().app.inject({
      method: 'POST',
      url: '/api/evaluate/create',
      ...form(fields, { ...bearer(who.token), 'accept-language': language }),
    });
  const detail = (who: SignedIn, taskId: number) =>
    t().app.inject({
      method: 'GET',
      url: `/api/evaluate/detail?goods_order_task_id=${taskId}`,
      headers: bearer(who.token),
    });
  const list = (query: string, who?: SignedIn) =>
    t().app.inject({
      method: 'GET',
      url: `/api/evaluate/list?${query}`,
      headers: who ? bearer(who.token) : {},
    });
  const taskAs = (who: SignedIn, taskId: number) =>
    t().app.inject({
      method: 'GET',
      url: `/api/goods_order_task/detail?id=${taskId}`,
      headers: bearer(who.token),
    });

  test('both sides evaluate; each sees the other only once both are in', async () => {
    const { p, taker, task } = await completedTask(t());
    const upload = await t().app.inject({
      method: 'POST',
      url: '/api/upload/image',
      ...multipart(
        { purpose: 'evaluation' },
        [{ field: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }],
        bearer(p.token),
      ),
    });
    const { url } = body<{ url: string }>(upload).data;

    const first = await evaluate(p, {
      goods_order_task_id: task.id,
      stars: 5,
      content: 'Quick and tidy.',
      pics: url,
    });
    expect(first.statusCode).toBe(200);
    expect(body<Evaluation>(first).data).toMatchObject({
      stars: 5,
      content: 'Quick and tidy.',
      pics: [url],
      by: { id: p.user.id },
    });
    // The poster's evaluation is in, hidden from the taker; the taker's button stays.
    const takerView = body<Pair>(await detail(taker, task.id)).data;
    expect(takerView).toMatchObject({ mine: null, theirs: null, visible: false, theirs_waiting: true });
    expect(takerView.evaluate_by).toBe((await taskRow(t(), task.id)).entered_at + 14 * DAY);
    const takerTask = body<{ actions: string[]; evaluations: Pair }>(await taskAs(taker, task.id)).data;
    expect(takerTask.actions).toContain('evaluate');
    expect(takerTask.evaluations).toEqual({ mine: null, theirs: null });
    const posterTask = body<{ actions: string[]; evaluations: Pair }>(await taskAs(p, task.id)).data;
    expect(posterTask.actions).not.toContain('evaluate');
    expect(posterTask.evaluations).toMatchObject({ mine: { stars: 5 }, theirs: null });
    // Not listed on the taker's profile yet.
    expect(body<List>(await list(`user_id=${taker.user.id}&role=as_taker`)).data).toMatchObject({
      list: [],
      count: 0,
      average: 0,
    });

    const second = await evaluate(taker, { goods_order_task_id: task.id, stars: 4, content: '' });
    expect(second.statusCode).toBe(200);
    const posterView = body<Pair>(await detail(p, task.id)).data;
    expect(posterView).toMatchObject({
      mine: { stars: 5 },
      theirs: { stars: 4, content: '', by: { id: taker.user.id } },
      visible: true,
    });
    expect(body<{ evaluations: Pair }>(await taskAs(taker, task.id)).data.evaluations).toMatchObject({
      mine: { stars: 4 },
      theirs: { stars: 5, pics: [url] },
    });
    const log = body<{ log: { transition: string; actor_role: string; from: string; to: string }[] }>(
      await taskAs(p, task.id),
    ).data.log;
    expect(log.filter((r) => r.transition === 'evaluate')).toEqual([
      expect.objectContaining({ actor_role: 'poster', from: 'completed', to: 'completed' }),
      expect.objectContaining({ actor_role: 'taker', from: 'completed', to: 'completed' }),
    ]);

    // Public: the taker's evaluations as a taker, with the average; the poster's as a poster.
    const asTaker = body<List>(await list(`user_id=${taker.user.id}&role=as_taker`)).data;
    expect(asTaker).toMatchObject({ count: 1, average: 5, has_more: false });
    expect(asTaker.list[0]).toMatchObject({
      goods_order_task_id: task.id,
      title: 'Fix a leaking tap',
      author_role: 'poster',
      about: { id: taker.user.id },
      visible: true,
    });
    expect(body<List>(await list(`user_id=${p.user.id}&role=as_poster`)).data).toMatchObject({
      count: 1,
      average: 4,
    });
    expect(body<List>(await list(`user_id=${p.user.id}&role=as_taker`)).data.count).toBe(0);
    expect(body<List>(await list(`user_id=${p.user.id}`)).data.count).toBe(1);
    // What the poster gave, to the poster only.
    const given = body<List>(await list(`user_id=${p.user.id}&role=given`, p)).data;
    expect(given.list.map((e) => [e.stars, e.about.id])).toEqual([[5, taker.user.id]]);
    expect((await list(`user_id=${p.user.id}&role=given`, taker)).statusCode).toBe(403);
    expect((await list(`user_id=${p.user.id}&role=given`)).statusCode).toBe(403);
  });

  test('one evaluation alone shows after 14 days; evaluating then is refused', async () => {
    const { p, taker, task } = await completedTask(t());
    expect(
      (await evaluate(taker, { goods_order_task_id: task.id, stars: 2, content: 'Late.' })).statusCode,
    ).toBe(200);
    t().clock.advance(14 * DAY - 1);
    expect(body<Pair>(await detail(p, task.id)).data).toMatchObject({ theirs: null, theirs_waiting: true });
    expect(body<List>(await list(`user_id=${p.user.id}&role=as_poster`)).data.count).toBe(0);
    // The evaluation-close job only notes the window closing: visibility is the clock's.
    expect(await t().context.jobs.runDue()).toBeGreaterThanOrEqual(0);

    t().clock.advance(1);
    expect(body<Pair>(await detail(p, task.id)).data).toMatchObject({
      mine: null,
      theirs: { stars: 2, content: 'Late.' },
      visible: true,
      theirs_waiting: false,
    });
    expect(body<List>(await list(`user_id=${p.user.id}&role=as_poster`)).data).toMatchObject({
      count: 1,
      average: 2,
    });
    const late = await evaluate(p, { goods_order_task_id: task.id, stars: 5 }, 'zh-CN');
    expect(late.statusCode).toBe(409);
    expect(body(late)).toMatchObject({
      code: 0,
      msg: '评价期14天已过',
      data: { reason: 'task.evaluationClosed' },
    });
  });

  test('only the two parties evaluate, once each, and only a settled task', async () => {
    const { p, taker, task } = await acceptedTask(t());
    const early = await evaluate(p, { goods_order_task_id: task.id, stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(body(early).data).toEqual({ reason: 'task.wrongState' });
    await payAsSystem(t(), task.id);
    expect((await evaluate(taker, { goods_order_task_id: task.id, stars: 5 })).statusCode).toBe(409);
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Done.' });
    await transition(t(), p, { id: task.id, transition: 'confirm' });

    const stranger = await registerUser(t());
    const notTheirs = await evaluate(stranger, { goods_order_task_id: task.id, stars: 1 });
    expect(notTheirs.statusCode).toBe(404);
    expect((await detail(stranger, task.id)).statusCode).toBe(404);
    const kefu = await registerUser(t());
    await t().db.updateTable('users').set({ role: 'kefu' }).where('id', '=', kefu.user.id).execute();
    const byKefu = await evaluate(kefu, { goods_order_task_id: task.id, stars: 1 });
    expect(byKefu.statusCode).toBe(403);
    expect(body(byKefu).data).toEqual({ reason: 'task.wrongRole' });
    expect((await evaluate(p, { goods_order_task_id: 999_999, stars: 1 })).statusCode).toBe(404);

    expect((await evaluate(p, { goods_order_task_id: task.id, stars: 3 })).statusCode).toBe(200);
    const twice = await evaluate(p, { goods_order_task_id: task.id, stars: 4 });
    expect(twice.statusCode).toBe(409);
    expect(body(twice)).toMatchObject({
      msg: 'You have already evaluated this task.',
      data: { reason: 'task.alreadyEvaluated' },
    });
    // The generic transition call does not take `evaluate` (it has no stars).
    const bare = await transition(t(), taker, { id: task.id, transition: 'evaluate' });
    expect(bare.statusCode).toBe(400);
    expect(await countRows(t().db, 'evaluations')).toBeGreaterThanOrEqual(1);
    expect((await taskRow(t(), task.id)).evaluated_by_taker).toBe(false);
  });

  test('bad stars, text and pictures are refused in the caller’s language and write nothing', async () => {
    const { p, task } = await completedTask(t());
    const before = await countRows(t().db, 'evaluations');
    const cases: [Record<string, string | number>, string, string][] = [
      [{ stars: 0 }, 'en', 'Please give 1 to 5 stars.'],
      [{ stars: 6 }, 'zh-CN', '请选择1到5星'],
      [{ stars: '4.5' }, 'fr', 'Choisissez de 1 à 5 étoiles.'],
      [{}, 'es', 'Elige de 1 a 5 estrellas.'],
      [{ stars: 5, content: 'x'.repeat(141) }, 'en', 'An evaluation must be at most 140 characters.'],
      [{ stars: 5, content: '好'.repeat(141) }, 'zh-TW', '評價最多140個字'],
      [
        { stars: 5, pics: 'https://elsewhere.example/a.png' },
        'en',
        'Pictures must be uploaded here first, at most 9.',
      ],
      [
        {
          stars: 5,
          pics: Array.from({ length: 10 }, (_, i) => `/uploads/${'a'.repeat(31)}${i}.png`).join(','),
        },
        'en',
        'Pictures must be uploaded here first, at most 9.',
      ],
      [
        { stars: 5, pics: `/uploads/${'b'.repeat(32)}.png` },
        'en',
        'Pictures must be uploaded here first, at most 9.',
      ],
    ];
    for (const [fields, language, msg] of cases) {
      const response = await evaluate(p, { goods_order_task_id: task.id, ...fields }, language);
      expect([response.statusCode, body(response).msg]).toEqual([400, msg]);
    }
    const blocked = await evaluate(p, {
      goods_order_task_id: task.id,
      stars: 5,
      content: '加我微信 abc123 详聊',
    });
    expect(blocked.statusCode).toBe(400);
    expect(body(blocked).msg).not.toBe('');
    expect(await countRows(t().db, 'evaluations')).toBe(before);
    expect((await taskRow(t(), task.id)).evaluated_by_poster).toBe(false);
    // 140 characters exactly, line breaks kept.
    const text = `${'好'.repeat(69)}\n${'好'.repeat(70)}`;
    const fine = await evaluate(p, { goods_order_task_id: task.id, stars: 5, content: text });
    expect(body<Evaluation>(fine).data.content).toBe(text);
  });
});
