import { describe, expect, test } from 'vitest';
import { backends, bearer, body, form, useTestApp } from '../../test/helpers.js';
import { createOrder, poster } from '../modules/orders/test-kit.js';
import { verifiedTaker } from '../modules/tasks/test-kit.js';

// The standard Idempotency-Key header, for every call whose body takes a key (docs/api-contract.md).
describe.each(backends())('the Idempotency-Key header on %s', (backend) => {
  const t = useTestApp(backend);

  test('creating an order twice with one header creates one order', async () => {
    const p = await poster(t());
    const key = `hdr-${backend}-${Date.now()}`;
    const first = await createOrder(t(), p, { idempotency_key: '' }, { 'idempotency-key': key });
    const again = await createOrder(t(), p, { idempotency_key: '' }, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    expect(body<{ id: number }>(again).data.id).toBe(body<{ id: number }>(first).data.id);
    const other = await createOrder(t(), p, { idempotency_key: '' }, { 'idempotency-key': `${key}-2` });
    expect(body<{ id: number }>(other).data.id).not.toBe(body<{ id: number }>(first).data.id);
  });

  test('the header and the body field agreeing is one key; disagreeing is refused, nothing created', async () => {
    const p = await poster(t());
    const key = `hdr-both-${backend}-${Date.now()}`;
    const agreed = await createOrder(t(), p, { idempotency_key: key }, { 'idempotency-key': key });
    expect(agreed.statusCode).toBe(200);
    const before = await t().db.selectFrom('goods_orders').select('id').execute();
    const refused = await createOrder(
      t(),
      p,
      { idempotency_key: `${key}-body` },
      { 'idempotency-key': `${key}-header`, 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('The request key is not valid.');
    expect(await t().db.selectFrom('goods_orders').select('id').execute()).toHaveLength(before.length);
  });

  test('the chat takes it as its client_key: a post sent twice is one message', async () => {
    const a = await poster(t());
    const b = await verifiedTaker(t());
    const conversation = body<{ conversation_id: number }>(
      await t().app.inject({
        method: 'POST',
        url: '/m/api/chat/conversation.php',
        ...form({ accept_id: b.user.id }, bearer(a.token)),
      }),
    ).data;
    const key = `chat-${backend}-${Date.now()}`;
    const post = () =>
      t().app.inject({
        method: 'POST',
        url: '/m/api/chat/post.php',
        ...form(
          { conversation_id: conversation.conversation_id, content: 'Hello once' },
          { ...bearer(a.token), 'idempotency-key': key },
        ),
      });
    const first = body<{ chat_id: number }>(await post()).data;
    const second = body<{ chat_id: number }>(await post()).data;
    expect(second.chat_id).toBe(first.chat_id);
  });

  test('browsers may send it across origins', async () => {
    const preflight = await t().app.inject({
      method: 'OPTIONS',
      url: '/api/goods_order/create',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'idempotency-key',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Idempotency-Key');
  });
});
