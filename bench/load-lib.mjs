// Shared by server-load and soak: the data the five busiest calls of a phone read, seeded
// through the API of a running server, and those calls as `load` targets with one user per
// connection (as many phones, not one phone many times: no lock on one row shared by all).
import { pool, request, signIn } from './chat-lib.mjs';

/** Messages in each taker's conversation with the poster: a full history page and one more. */
const MESSAGES = 21;

/**
 * A poster with 25 open orders (a full hall page) and `takers` users, each with a conversation
 * with the poster of MESSAGES messages.
 */
export async function seed(port, takers) {
  const poster = await signIn(port);
  const address = await request(port, 'POST', '/api/address/save', {
    token: poster.token,
    form: {
      name: 'Han Meimei',
      tel: '13912345678',
      region: 'Beijing Dongcheng',
      detail: 'Wangfujing Street 1',
      longitude: 116.4,
      latitude: 39.9,
    },
  });
  if (address.body.code !== 1) throw new Error(`address: ${address.body.msg}`);
  const orderIds = [];
  for (let i = 0; i < 25; i++) {
    const order = await request(port, 'POST', '/api/goods_order/create', {
      token: poster.token,
      form: {
        goods_categorize_id: 1 + (i % 5),
        title: `Fix a leaking tap ${i}`,
        description: 'The kitchen tap drips all night.',
        address_id: address.body.data.id,
        service_time: Math.floor(Date.now() / 1000) + 86_400,
        headcount: 1,
        price_fen: 5000 + i * 100,
        pricing_mode: 'fixed',
        idempotency_key: `load-${i}-${Date.now()}`,
      },
    });
    if (order.body.code !== 1) throw new Error(`order: ${order.body.msg}`);
    orderIds.push(order.body.data.id);
  }
  const users = await pool(takers, 4, async () => {
    const taker = await signIn(port);
    const conversation = await request(port, 'POST', '/m/api/chat/conversation.php', {
      token: taker.token,
      form: { accept_id: poster.id },
    });
    const conversationId = conversation.body.data.conversation_id;
    // all from the taker: the poster would reach the limit of 30 posts a minute
    for (let i = 0; i < MESSAGES; i++) {
      const posted = await request(port, 'POST', '/m/api/chat/post.php', {
        token: taker.token,
        form: { conversation_id: conversationId, content: `Message ${i} about the tap` },
      });
      if (posted.body.code !== 1) throw new Error(`post: ${posted.body.msg}`);
    }
    return { token: taker.token, conversationId };
  });
  return { poster, users, orderIds };
}

/** The five calls; connection `c` makes them as taker `c` (signed in, as a phone is). */
export function calls(port, { users, orderIds }) {
  const as = (c) => users[c % users.length];
  const call = (path, extra = () => ({})) => ({
    port,
    path,
    perConnection: (c) => ({ token: as(c).token, ...extra(c) }),
  });
  return {
    'unread count': call('/m/api/chat/unread_number.php'),
    'task hall page': call('/api/goods_order/hall'),
    'order detail': call('/api/goods_order/detail', (c) => ({
      path: `/api/goods_order/detail?id=${orderIds[c % orderIds.length]}`,
    })),
    'chat history': call('/m/api/chat/history.php', (c) => ({
      form: { conversation_id: as(c).conversationId },
    })),
    'wallet summary': call('/api/user.Wallet/index'),
  };
}

/** One request of `target` as connection `c` would send it (to check the answer first). */
export function once(target, c = 0) {
  const own = { path: target.path, ...target.perConnection?.(c) };
  return request(target.port, own.form ? 'POST' : 'GET', own.path, own);
}
