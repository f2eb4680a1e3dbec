import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, test } from 'vitest';
import { bearer, body, form, type SignedIn, useTestApp } from '../../test/helpers.js';
import { freshKey } from '../modules/orders/test-kit.js';
import { acceptedTask, payAsSystem, type TaskShape, transition } from '../modules/tasks/test-kit.js';

type Json = Record<string, unknown>;

/**
 * The generic client reaches what example values can name; this walks a whole job (an order, a
 * task, its chat, its payment, delivery, confirmation, evaluations, the wallet) so the answers
 * that need state are checked against the document too.
 */
describe('answers of a whole job match /api/openapi.json', () => {
  const t = useTestApp('pglite');

  test('orders, tasks, chat, payment, evaluations and the wallet as the document declares them', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: Json }> }> }>
      >;
      components: Json;
    };
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const validators = new Map<string, ValidateFunction>();
    const wrong: string[] = [];
    const checked = new Set<string>();

    async function call(method: 'GET' | 'POST', url: string, who: SignedIn, fields: Json = {}) {
      const path = url.split('?')[0] ?? url;
      const response: LightMyRequestResponse = await t().app.inject({
        method,
        url,
        ...(method === 'POST'
          ? form(fields as Record<string, string | number>, bearer(who.token))
          : { headers: bearer(who.token) }),
      });
      const where = `${method} ${url} -> ${response.statusCode}`;
      const schema =
        doc.paths[path]?.[method.toLowerCase()]?.responses['200']?.content?.['application/json']?.schema;
      if (response.statusCode !== 200 || !schema) {
        wrong.push(`${where}: ${response.body.slice(0, 200)}`);
        return response;
      }
      const key = `${method} ${path}`;
      const validate = validators.get(key) ?? ajv.compile({ ...schema, components: doc.components });
      validators.set(key, validate);
      if (!validate(response.json())) wrong.push(`${where}: ${ajv.errorsText(validate.errors)}`);
      checked.add(key);
      return response;
    }

    const { p, taker, order, task } = await acceptedTask(t());
    const payment = body<{ payment_id: string }>(
      await call('POST', '/m/api/order/pay_in.php', p, {
        id: task.id,
        info: 'task',
        idempotency_key: freshKey(),
      }),
    ).data;
    await call('POST', '/api/wechat.pay/bridgeConfig', p, { id: payment.payment_id, info: 'jsapi' });
    await call('GET', `/api/pay/status?payment_id=${payment.payment_id}`, p);
    await payAsSystem(t(), task.id);

    for (const who of [p, taker]) {
      await call('GET', `/api/goods_order/detail?id=${order.id}&longitude=121.47&latitude=31.23`, who);
      await call('GET', `/api/goods_order_task/detail?id=${task.id}`, who);
    }
    await call('GET', `/api/goods_order_task/list?goods_order_id=${order.id}`, p);
    await call('GET', '/api/goods_order/mine?role=poster', p);
    await call('GET', '/api/goods_order/mine?role=taker', taker);
    await call('GET', '/api/goods_order/mine_counts?role=taker', taker);
    await call('GET', '/api/user/browse_history', taker);
    await call('GET', '/api/goods_order/hall', taker);
    await call('GET', '/api/search/index?str=tap', taker);
    await call('GET', '/api/search/index?str=user&type=talent', taker);

    const conversation = body<{ conversation_id: number }>(
      await call('POST', '/m/api/chat/conversation.php', taker, { accept_id: p.user.id }),
    ).data;
    const chat = { conversation_id: conversation.conversation_id };
    await call('POST', '/m/api/chat/post.php', taker, { ...chat, content: 'On my way.' });
    await call('POST', '/m/api/chat/post.php', taker, { ...chat, goods_order_id: order.id });
    await call('POST', '/m/api/chat/post.php', taker, { ...chat, goods_order_task_id: task.id });
    await call('POST', '/m/api/chat/history.php', p, { ...chat, page: 1 });
    await call('POST', '/m/api/chat/new.php', p, { ...chat, after_id: 0 });
    await call('POST', '/m/api/chat/list.php', p, { page: 1 });

    const delivered = await transition(t(), taker, {
      id: task.id,
      transition: 'deliver',
      note: 'Fixed the tap.',
    });
    expect(body<TaskShape>(delivered).data.status).toBe('delivered');
    await call('POST', '/api/goods_order_task/transition', p, {
      id: task.id,
      transition: 'confirm',
      expected_state: 'delivered',
    });
    await call('POST', '/api/evaluate/create', p, {
      goods_order_task_id: task.id,
      stars: 5,
      content: 'Quick and tidy.',
    });
    await call('POST', '/api/evaluate/create', taker, { goods_order_task_id: task.id, stars: 4 });
    await call('GET', `/api/evaluate/detail?goods_order_task_id=${task.id}`, p);
    await call('GET', `/api/evaluate/list?user_id=${taker.user.id}`, p);
    await call('GET', `/api/goods_order_task/detail?id=${task.id}`, taker);
    await call('GET', '/api/user.Wallet/index', taker);
    await call('POST', '/api/user.Wallet/incomeRecord', taker, { page: 1 });

    expect(wrong).toEqual([]);
    expect(checked.size).toBe(22);
  });
});
