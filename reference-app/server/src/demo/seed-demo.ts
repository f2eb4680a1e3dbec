import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import {
  DEMO_CONVERSATION,
  DEMO_FINISHED_JOB,
  DEMO_ORDERS,
  DEMO_POSTERS,
  DEMO_TAKERS,
  type DemoPerson,
} from './content.js';
import { demoPicture } from './pictures.js';

/**
 * Seeds a living marketplace into a new database, for a newcomer's first `npm start`: open
 * orders around Shanghai with photos, posters and takers with faces, a finished job with its
 * payment, ledger and evaluations, and a conversation with an order card.
 *
 * Everything goes through the server's own calls (`app.inject`), exactly as a client would send
 * them (captcha, SMS code from the sandbox outbox, real-name check, uploads, the transitions,
 * the sandbox payment step), so the demo obeys every rule and every effect happens (search
 * terms, chat system messages, ledger postings, timers). Sandbox only: it reads codes from
 * `/dev/outbox` and pays through `/dev/pay`.
 */

export interface DemoSummary {
  people: number;
  openOrders: number;
  finishedTaskId: number;
  conversationId: number;
}

interface CallOptions {
  token?: string;
  fields?: Record<string, string | number>;
  file?: { field: string; name: string; type: string; data: Buffer };
  /** The caller's address: each demo person has their own, as real people do (rate limits). */
  ip?: string;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A new database: nothing posted yet. The demo is seeded once, into an empty marketplace. */
export async function isMarketplaceEmpty(db: Db): Promise<boolean> {
  const any = await db.selectFrom('goods_orders').select('id').limit(1).executeTakeFirst();
  return any === undefined;
}

function body(fields: Record<string, string | number>, file: CallOptions['file']) {
  if (!file) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) params.append(key, String(value));
    return { payload: params.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  const boundary = `----mpdemo${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function client(app: FastifyInstance) {
  let keys = 0;
  const key = () => `demo-${Date.now().toString(36)}-${++keys}`;

  async function call<T>(method: 'GET' | 'POST', url: string, options: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = { 'accept-language': 'zh-Hans' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | Buffer | undefined;
    let query: Record<string, string> | undefined;
    if (method === 'GET' && options.fields) {
      query = Object.fromEntries(Object.entries(options.fields).map(([k, v]) => [k, String(v)]));
    } else if (method === 'POST') {
      const made = body(options.fields ?? {}, options.file);
      payload = made.payload;
      headers['content-type'] = made.contentType;
    }
    const response = await app.inject({
      method,
      url,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
      ...(payload === undefined ? {} : { payload }),
      ...(query ? { query } : {}),
    });
    const answer = response.json() as Envelope<T>;
    if (answer.code !== 1)
      throw new Error(`demo: ${method} ${url} answered ${response.statusCode} ${answer.msg}`);
    return answer.data;
  }

  return { call, key };
}

type Client = ReturnType<typeof client>;

interface Member {
  person: DemoPerson;
  token: string;
  id: number;
  addressId: number;
  ip: string;
}

async function outboxCode<T>(
  api: Client,
  pick: (outbox: {
    sms: { phone: string; code: string }[];
    captcha: { session_id: string; answer: string }[];
  }) => T | undefined,
): Promise<T> {
  const outbox = await api.call<{
    sms: { phone: string; code: string }[];
    captcha: { session_id: string; answer: string }[];
  }>('GET', '/dev/outbox');
  const found = pick(outbox);
  if (found === undefined) throw new Error('demo: the sandbox outbox has no code for the demo');
  return found;
}

async function join(api: Client, person: DemoPerson, index: number, verify: boolean): Promise<Member> {
  const ip = `10.77.0.${index + 10}`;
  const { session_id } = await api.call<{ session_id: string }>('GET', '/m/captcha/img64', { ip });
  const answer = await outboxCode(api, (o) => o.captcha.find((c) => c.session_id === session_id)?.answer);
  const { registerToken } = await api.call<{ registerToken: string }>('POST', '/api/sms/register', {
    ip,
    fields: { phone: person.phone, code: answer, session_id },
  });
  const smsCode = await outboxCode(api, (o) => o.sms.find((s) => s.phone === person.phone)?.code);
  const { tokenInfo, user } = await api.call<{ tokenInfo: { token: string }; user: { id: number } }>(
    'POST',
    '/api/user/register',
    { ip, fields: { phone: person.phone, smsCode, registerToken } },
  );
  const token = tokenInfo.token;
  await api.call('POST', '/m/api/user/edit_info.php', {
    ip,
    token,
    fields: { s_username: person.name },
    file: {
      field: 'face',
      name: 'face.png',
      type: 'image/png',
      data: demoPicture(person.hue, index + 1, 240, 240),
    },
  });
  if (verify) {
    await api.call('POST', '/api/user/realName', {
      ip,
      token,
      fields: { title: person.legalName, sfzid: person.idNumber },
    });
  }
  const address = await api.call<{ id: number }>('POST', '/api/address/save', {
    ip,
    token,
    fields: {
      name: person.legalName,
      tel: person.phone,
      region: person.address.region,
      detail: person.address.detail,
      longitude: person.address.longitude,
      latitude: person.address.latitude,
      is_default: 1,
    },
  });
  return { person, token, id: user.id, addressId: address.id, ip };
}

async function photos(api: Client, who: Member, hue: number, count: number, seed: number): Promise<string> {
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const { url } = await api.call<{ url: string }>('POST', '/api/upload/image', {
      ip: who.ip,
      token: who.token,
      fields: { purpose: 'order' },
      file: {
        field: 'file',
        name: `photo-${seed}-${i}.png`,
        type: 'image/png',
        data: demoPicture(hue, seed * 10 + i),
      },
    });
    urls.push(url);
  }
  return urls.join(',');
}

const CATEGORY_HUES = { repair: 25, cleaning: 190, delivery: 140, tutoring: 260, design: 320 } as const;

/** Seeds the demo; `now` is the server clock's Unix seconds (service times are in the future). */
export async function seedDemo(app: FastifyInstance, now: number): Promise<DemoSummary> {
  const api = client(app);
  const categories = await api.call<{ id: number; icon: string }[]>('GET', '/api/goods/categorize');
  const categoryId = (key: keyof typeof CATEGORY_HUES) => {
    const found = categories.find((c) => c.icon.endsWith(`/categories/${key}.svg`));
    if (!found) throw new Error(`demo: no category ${key}`);
    return found.id;
  };

  // coupons: the welcome campaigns first, so the demo people hold their registration coupons.
  await api.call<number[]>('POST', '/dev/coupons/demo');

  const members = new Map<string, Member>();
  for (const [index, person] of [...DEMO_POSTERS, ...DEMO_TAKERS].entries()) {
    members.set(person.key, await join(api, person, index, DEMO_TAKERS.includes(person)));
  }
  const member = (key: string) => {
    const found = members.get(key);
    if (!found) throw new Error(`demo: no person ${key}`);
    return found;
  };

  // The finished job first, so the open orders are the newest in the hall.
  const job = DEMO_FINISHED_JOB;
  const poster = member(job.poster);
  const taker = member(job.taker);
  const order = await api.call<{ id: number }>('POST', '/api/goods_order/create', {
    ip: poster.ip,
    token: poster.token,
    fields: {
      goods_categorize_id: categoryId(job.order.category),
      title: job.order.title,
      description: job.order.description,
      pics: await photos(api, poster, CATEGORY_HUES[job.order.category], job.order.photos, 999),
      address_id: poster.addressId,
      service_time: now + 3600,
      headcount: 1,
      price_fen: job.order.priceYuan * 100,
      pricing_mode: 'fixed',
      idempotency_key: api.key(),
    },
  });
  const task = await api.call<{ id: number }>('POST', '/api/goods_order_task/apply', {
    ip: taker.ip,
    token: taker.token,
    fields: { goods_order_id: order.id, idempotency_key: api.key() },
  });
  const step = (who: Member, transition: string, fields: Record<string, string | number> = {}) =>
    api.call('POST', '/api/goods_order_task/transition', {
      ip: who.ip,
      token: who.token,
      fields: { id: task.id, transition, idempotency_key: api.key(), ...fields },
    });
  await step(poster, 'accept');
  const payment = await api.call<{ payment_id: string }>('POST', '/m/api/order/pay_in.php', {
    ip: poster.ip,
    token: poster.token,
    fields: { id: task.id, info: 'task', idempotency_key: api.key() },
  });
  // The sandbox's confirmation step, as the payer's "Pay" button sends it.
  const paid = await app.inject({
    method: 'POST',
    url: `/dev/pay/${payment.payment_id}`,
    payload: 'result=SUCCESS',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (paid.statusCode >= 400) throw new Error(`demo: the sandbox payment answered ${paid.statusCode}`);
  await step(taker, 'start');
  const deliveryPics = await photos(api, taker, CATEGORY_HUES[job.order.category], 1, 998);
  await step(taker, 'deliver', { note: job.deliveryNote, pics: deliveryPics });
  await step(poster, 'confirm');
  await api.call('POST', '/api/evaluate/create', {
    ip: poster.ip,
    token: poster.token,
    fields: { goods_order_task_id: task.id, stars: job.posterStars, content: job.posterWords },
  });
  await api.call('POST', '/api/evaluate/create', {
    ip: taker.ip,
    token: taker.token,
    fields: { goods_order_task_id: task.id, stars: job.takerStars, content: job.takerWords },
  });

  const created = new Map<string, number>();
  for (const [index, item] of DEMO_ORDERS.entries()) {
    const who = member(item.poster);
    const made = await api.call<{ id: number }>('POST', '/api/goods_order/create', {
      ip: who.ip,
      token: who.token,
      fields: {
        goods_categorize_id: categoryId(item.category),
        title: item.title,
        description: item.description,
        pics: await photos(api, who, CATEGORY_HUES[item.category], item.photos, index + 1),
        address_id: who.addressId,
        service_time: now + item.inDays * 86_400,
        headcount: item.headcount ?? 1,
        price_fen: item.priceYuan * 100,
        pricing_mode: item.pricingMode,
        idempotency_key: api.key(),
      },
    });
    created.set(item.title, made.id);
  }

  const talk = DEMO_CONVERSATION;
  const from = member(talk.from);
  const to = member(talk.to);
  const conversation = await api.call<{ conversation_id: number }>('POST', '/m/api/chat/conversation.php', {
    ip: from.ip,
    token: from.token,
    fields: { accept_id: to.id },
  });
  const aboutOrder = created.get(talk.aboutOrderTitle);
  if (aboutOrder === undefined)
    throw new Error('demo: the conversation is about an order that was not created');
  const say = (who: Member, fields: Record<string, string | number>) =>
    api.call('POST', '/m/api/chat/post.php', {
      ip: who.ip,
      token: who.token,
      fields: { conversation_id: conversation.conversation_id, client_key: api.key(), ...fields },
    });
  const [first, ...rest] = talk.messages;
  if (first) await say(member(first.by), { content: first.text });
  await say(from, { goods_order_id: aboutOrder, content: '' });
  for (const message of rest) await say(member(message.by), { content: message.text });
  const application = await api.call<{ id: number }>('POST', '/api/goods_order_task/apply', {
    ip: from.ip,
    token: from.token,
    fields: { goods_order_id: aboutOrder, idempotency_key: api.key() },
  });
  await say(from, { goods_order_task_id: application.id });

  return {
    people: members.size,
    openOrders: DEMO_ORDERS.length,
    finishedTaskId: task.id,
    conversationId: conversation.conversation_id,
  };
}
