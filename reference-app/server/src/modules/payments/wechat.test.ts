import { createCipheriv, createPublicKey, generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { backends, bearer, body, form, type SignedIn, useTestApp } from '../../../test/helpers.js';
import {
  loadWechatPayConfig,
  WECHAT_JSAPI_URL,
  type WechatPayConfig,
  WechatPayProvider,
  wechatTime,
} from '../../providers/pay.js';
import { freshKey } from '../orders/test-kit.js';
import { acceptedTask, taskRow, transition } from '../tasks/test-kit.js';
import { balances, ledgerProblems } from '../wallet/ledger.js';

// Recorded in WeChat Pay's published format (docs: JSAPI order, payment notification). What
// depends on this test's keys and ids ({timestamp}, {ciphertext}, {out_trade_no}, {total}) is
// filled in, then signed and encrypted with keys made here, as WeChat Pay would with its own.
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
const PREPAY = fixture('wechat-jsapi-prepay-response.json') as {
  status: number;
  headers: Record<string, string>;
  body: string;
};
const NOTIFICATION = fixture('wechat-transaction-success.json') as {
  headers: Record<string, string>;
  notification: { resource: Record<string, string> } & Record<string, unknown>;
  transaction: Record<string, unknown> & { amount: Record<string, unknown> };
};

const pem = (bits = 2048) =>
  generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = pem();
const platform = pem();
const APIV3_KEY = randomBytes(16).toString('hex'); // 32 ASCII bytes, as the merchant platform sets it
const OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';

const CONFIG: WechatPayConfig = {
  mchid: '1230000109',
  appid: 'wxd678efh567hg6787',
  serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  privateKey: merchant.privateKey,
  apiV3Key: APIV3_KEY,
  platformPublicKey: platform.publicKey,
  platformPublicKeyId: 'PUB_KEY_ID_0114232204172025012100384900000052',
  notifyUrl: 'https://market.example.com/api/pay/notify/wechat',
};

/** Signs as WeChat Pay signs its answers and notifications: `timestamp\nnonce\nbody\n`. */
function platformSign(timestamp: number, nonce: string, text: string, key = platform.privateKey) {
  return sign('sha256', Buffer.from(`${timestamp}\n${nonce}\n${text}\n`), key).toString('base64');
}

function encrypt(plain: string, nonce: string, aad: string, key = APIV3_KEY) {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(aad));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return data.toString('base64');
}

/** The notification WeChat Pay sends for a paid order, with its headers. */
function wechatNotification(
  paymentId: string,
  total: number,
  now: number,
  patch: {
    transaction?: Record<string, unknown>;
    apiV3Key?: string;
    signWith?: string;
    serial?: string;
  } = {},
) {
  const transaction = {
    ...NOTIFICATION.transaction,
    out_trade_no: paymentId,
    amount: { ...NOTIFICATION.transaction.amount, total, payer_total: total },
    ...patch.transaction,
  };
  const resource = NOTIFICATION.notification.resource;
  const payload = JSON.stringify({
    ...NOTIFICATION.notification,
    resource: {
      ...resource,
      ciphertext: encrypt(
        JSON.stringify(transaction),
        resource.nonce as string,
        resource.associated_data as string,
        patch.apiV3Key,
      ),
    },
  });
  const nonce = NOTIFICATION.headers['Wechatpay-Nonce'] as string;
  const headers = {
    ...NOTIFICATION.headers,
    'Wechatpay-Timestamp': String(now),
    'Wechatpay-Serial': patch.serial ?? CONFIG.platformPublicKeyId,
    'Wechatpay-Signature': platformSign(now, nonce, payload, patch.signWith),
  };
  return { payload, headers };
}

interface Recorded {
  url: string;
  init: RequestInit;
}

/** A fetch that answers the JSAPI order from the recording, signed for `now`. */
function recordedFetch(
  calls: Recorded[],
  clock: () => number,
  answer: () => Response | Error = () => prepayAnswer(clock()),
) {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const a = answer();
    if (a instanceof Error) throw a;
    return a;
  }) as typeof fetch;
}

function prepayAnswer(now: number, signWith?: string) {
  const nonce = PREPAY.headers['Wechatpay-Nonce'] as string;
  return new Response(PREPAY.body, {
    status: PREPAY.status,
    headers: {
      ...PREPAY.headers,
      'Wechatpay-Timestamp': String(now),
      'Wechatpay-Signature': platformSign(now, nonce, PREPAY.body, signWith),
    },
  });
}

describe('WeChat Pay v3 adapter (recorded)', () => {
  const NOW = 1_793_523_600; // 2026-11-01T09:00:00Z
  const order = {
    id: 'pay_0123456789abcdef01234567',
    amount_fen: 2500,
    description: '修水龙头',
    expires_at: NOW + 900,
    payer_openid: OPENID,
  };

  test('orders through /v3/pay/transactions/jsapi, signed WECHATPAY2-SHA256-RSA2048', async () => {
    const calls: Recorded[] = [];
    const provider = new WechatPayProvider(CONFIG, { fetch: recordedFetch(calls, () => NOW) });
    const bridge = await provider.bridgeConfig(order, NOW);

    expect(calls).toHaveLength(1);
    const [call] = calls as [Recorded];
    expect(call.url).toBe(WECHAT_JSAPI_URL);
    expect(call.init.method).toBe('POST');
    const sent = JSON.parse(call.init.body as string);
    expect(sent).toEqual({
      appid: CONFIG.appid,
      mchid: CONFIG.mchid,
      description: '修水龙头',
      out_trade_no: order.id,
      time_expire: '2026-11-01T17:15:00+08:00',
      notify_url: CONFIG.notifyUrl,
      amount: { total: 2500, currency: 'CNY' },
      payer: { openid: OPENID },
    });
    const headers = call.init.headers as Record<string, string>;
    expect(headers.Accept).toBe('application/json');
    const auth =
      /^WECHATPAY2-SHA256-RSA2048 mchid="(\d+)",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="(\w+)"$/.exec(
        headers.Authorization as string,
      );
    expect(auth).not.toBeNull();
    const [, mchid, nonce, signature, timestamp, serial] = auth as unknown as string[];
    expect([mchid, timestamp, serial]).toEqual([CONFIG.mchid, String(NOW), CONFIG.serialNo]);
    const message = `POST\n/v3/pay/transactions/jsapi\n${NOW}\n${nonce}\n${call.init.body}\n`;
    expect(
      verify(
        'sha256',
        Buffer.from(message),
        createPublicKey(merchant.publicKey),
        Buffer.from(signature as string, 'base64'),
      ),
    ).toBe(true);

    // The bridge parameters of getBrandWCPayRequest, signed with the merchant key.
    expect(bridge).toMatchObject({
      appId: CONFIG.appid,
      timeStamp: String(NOW),
      package: 'prepay_id=wx01170000123456789abcdef0123456789',
      signType: 'RSA',
    });
    const signed = `${bridge.appId}\n${bridge.timeStamp}\n${bridge.nonceStr}\n${bridge.package}\n`;
    expect(
      verify(
        'sha256',
        Buffer.from(signed),
        createPublicKey(merchant.publicKey),
        Buffer.from(bridge.paySign as string, 'base64'),
      ),
    ).toBe(true);
  });

  test('refuses an answer WeChat Pay did not sign, an error answer, no answer, and a payer without openid', async () => {
    const forged = new WechatPayProvider(CONFIG, {
      fetch: recordedFetch(
        [],
        () => NOW,
        () => prepayAnswer(NOW, merchant.privateKey),
      ),
    });
    await expect(forged.bridgeConfig(order, NOW)).rejects.toMatchObject({ code: 'unavailable' });
    const stale = new WechatPayProvider(CONFIG, {
      fetch: recordedFetch(
        [],
        () => NOW,
        () => prepayAnswer(NOW - 600),
      ),
    });
    await expect(stale.bridgeConfig(order, NOW)).rejects.toMatchObject({ code: 'unavailable' });
    const failing = new WechatPayProvider(CONFIG, {
      fetch: recordedFetch(
        [],
        () => NOW,
        () => Response.json({ code: 'PARAM_ERROR', message: '参数错误' }, { status: 400 }),
      ),
    });
    await expect(failing.bridgeConfig(order, NOW)).rejects.toThrow(/400 PARAM_ERROR/);
    const down = new WechatPayProvider(CONFIG, {
      fetch: recordedFetch(
        [],
        () => NOW,
        () => new TypeError('fetch failed'),
      ),
    });
    await expect(down.bridgeConfig(order, NOW)).rejects.toMatchObject({ code: 'unavailable' });
    const calls: Recorded[] = [];
    const noPayer = new WechatPayProvider(CONFIG, { fetch: recordedFetch(calls, () => NOW) });
    await expect(noPayer.bridgeConfig({ ...order, payer_openid: null }, NOW)).rejects.toMatchObject({
      code: 'payer',
    });
    expect(calls).toEqual([]);
  });

  test('verifies and decrypts a notification; refuses every forgery', () => {
    const provider = new WechatPayProvider(CONFIG, { fetch: recordedFetch([], () => NOW) });
    const lower = (h: Record<string, string>) =>
      Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
    const good = wechatNotification(order.id, 2500, NOW);
    expect(provider.verifyNotification(good.payload, lower(good.headers), NOW + 10)).toEqual({
      payment_id: order.id,
      transaction_id: '4200002436202611010987654321',
      status: 'SUCCESS',
      amount_fen: 2500,
    });
    const refused = [
      { ...good, payload: good.payload.replace('TRANSACTION.SUCCESS', 'TRANSACTION.FORGED') },
      wechatNotification(order.id, 2500, NOW, { signWith: merchant.privateKey }),
      wechatNotification(order.id, 2500, NOW, { serial: 'PUB_KEY_ID_SOMEONE_ELSE' }),
      wechatNotification(order.id, 2500, NOW, { apiV3Key: 'x'.repeat(32) }),
      wechatNotification(order.id, 2500, NOW, { transaction: { mchid: '1900000000' } }),
      wechatNotification(order.id, 2500, NOW, { transaction: { appid: 'wx0000000000000000' } }),
      wechatNotification(order.id, 2500, NOW, { transaction: { trade_state: 'NOTPAY' } }),
    ];
    for (const n of refused) expect(provider.verifyNotification(n.payload, lower(n.headers), NOW)).toBeNull();
    // A signature older than five minutes is a replay.
    expect(provider.verifyNotification(good.payload, lower(good.headers), NOW + 301)).toBeNull();
    const closed = wechatNotification(order.id, 2500, NOW, { transaction: { trade_state: 'CLOSED' } });
    expect(provider.verifyNotification(closed.payload, lower(closed.headers), NOW)).toMatchObject({
      status: 'FAIL',
    });
  });

  test('reads its configuration from the environment; the sandbox stays the default', () => {
    const files: Record<string, string> = {
      '/keys/apiclient_key.pem': merchant.privateKey,
      '/keys/pub.pem': platform.publicKey,
    };
    const read = (path: string) => {
      const text = files[path];
      if (text === undefined) throw new Error('ENOENT');
      return text;
    };
    const env = {
      PAY_PROVIDER: 'wechat',
      WECHAT_PAY_MCHID: CONFIG.mchid,
      WECHAT_PAY_APPID: CONFIG.appid,
      WECHAT_PAY_SERIAL_NO: CONFIG.serialNo,
      WECHAT_PAY_PRIVATE_KEY_PATH: '/keys/apiclient_key.pem',
      WECHAT_PAY_APIV3_KEY: APIV3_KEY,
      WECHAT_PAY_PUBLIC_KEY_PATH: '/keys/pub.pem',
      WECHAT_PAY_PUBLIC_KEY_ID: CONFIG.platformPublicKeyId,
    };
    expect(loadWechatPayConfig({}, undefined)).toBeUndefined();
    expect(loadWechatPayConfig(env, 'https://market.example.com', read)).toEqual(CONFIG);
    expect(() => loadWechatPayConfig(env, undefined, read)).toThrow(/WECHAT_PAY_NOTIFY_URL/);
    expect(() =>
      loadWechatPayConfig({ ...env, WECHAT_PAY_APIV3_KEY: 'short' }, 'https://m.example', read),
    ).toThrow(/32 bytes/);
    expect(() =>
      loadWechatPayConfig(
        { ...env, WECHAT_PAY_PUBLIC_KEY_PATH: '/keys/missing.pem' },
        'https://m.example',
        read,
      ),
    ).toThrow(/WECHAT_PAY_PUBLIC_KEY_PATH: cannot read/);
    expect(() => loadWechatPayConfig({ ...env, WECHAT_PAY_MCHID: '' }, 'https://m.example', read)).toThrow(
      /WECHAT_PAY_MCHID/,
    );
    expect(() => loadWechatPayConfig({ PAY_PROVIDER: 'alipay' }, undefined)).toThrow(/PAY_PROVIDER/);
    expect(wechatTime(NOW)).toBe('2026-11-01T17:00:00+08:00');
  });
});

interface Payment {
  payment_id: string;
  amount_fen: number;
  provider: string;
  next: string;
}

describe.each(backends())('paying with WeChat Pay on %s', (backend) => {
  const calls: Recorded[] = [];
  let clockNow = () => 0;
  const openids = new Map<number, string>();
  const t = useTestApp(backend, {
    config: { jobIntervalMs: 0 },
    deps: {
      pay: new WechatPayProvider(CONFIG, { fetch: recordedFetch(calls, () => clockNow()) }),
      payerOpenId: async (userId) => openids.get(userId) ?? null,
    },
  });

  beforeEach(() => {
    clockNow = () => t().clock.unix();
    calls.length = 0;
  });
  afterEach(async () => {
    expect(await ledgerProblems(t().db)).toEqual([]);
  });

  const payIn = (who: SignedIn, id: number, info = 'task') =>
    t().app.inject({
      method: 'POST',
      url: '/m/api/order/pay_in.php',
      ...form({ id, info, idempotency_key: freshKey() }, bearer(who.token)),
    });
  const bridge = (who: SignedIn, id: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/wechat.pay/bridgeConfig',
      ...form({ id, info: 'jsapi' }, bearer(who.token)),
    });
  const notify = (n: { payload: string; headers: Record<string, string> }) =>
    t().app.inject({ method: 'POST', url: '/api/pay/notify/wechat', payload: n.payload, headers: n.headers });
  /** The recorded notification for one of this test's payments: its own WeChat transaction id. */
  let transactions = 0;
  const paidNote = (
    paymentId: string,
    total: number,
    at: number,
    patch: Parameters<typeof wechatNotification>[3] = {},
  ) =>
    wechatNotification(paymentId, total, at, {
      ...patch,
      transaction: {
        transaction_id: `42000024362026110109876${String(++transactions).padStart(5, '0')}`,
        ...patch.transaction,
      },
    });

  test('pay_in, bridgeConfig from the prepay_id, then the notification pays the task once', async () => {
    const { p, task } = await acceptedTask(t(), { price_fen: 8800 });
    const payment = body<Payment>(await payIn(p, task.id)).data;
    expect(payment).toMatchObject({ amount_fen: 8800, provider: 'wechat', next: 'bridge' });

    const noOpenid = await bridge(p, payment.payment_id);
    expect(noOpenid.statusCode).toBe(409);
    expect(body(noOpenid).msg).toBe('Please open this page in WeChat to pay.');
    expect(calls).toEqual([]);

    openids.set(p.user.id, OPENID);
    const config = body<Record<string, string>>(await bridge(p, payment.payment_id)).data;
    expect(config).toMatchObject({
      appId: CONFIG.appid,
      signType: 'RSA',
      package: expect.stringMatching(/^prepay_id=wx/),
    });
    expect(config.sandbox_url).toBeUndefined();
    expect(JSON.parse(calls[0]?.init.body as string)).toMatchObject({
      out_trade_no: payment.payment_id,
      description: 'Fix a leaking tap',
      amount: { total: 8800, currency: 'CNY' },
      payer: { openid: OPENID },
    });

    const note = paidNote(payment.payment_id, 8800, t().clock.unix());
    const answers = await Promise.all([notify(note), notify(note)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
    }
    expect((await notify(note)).statusCode).toBe(204);
    expect((await taskRow(t(), task.id)).status).toBe('paid');
    const paid = await t()
      .db.selectFrom('ledger_transactions')
      .select('id')
      .where('task_id', '=', task.id)
      .where('kind', '=', 'paid')
      .execute();
    expect(paid).toHaveLength(1);
    const status = await t().app.inject({
      method: 'GET',
      url: `/api/pay/status?payment_id=${payment.payment_id}`,
      headers: bearer(p.token),
    });
    expect(body<{ status: string }>(status).data.status).toBe('succeeded');
  });

  test('a forged or stale notification is refused with FAIL and changes nothing', async () => {
    const { p, task } = await acceptedTask(t(), { price_fen: 5000 });
    const payment = body<Payment>(await payIn(p, task.id)).data;
    const now = t().clock.unix();
    for (const bad of [
      paidNote(payment.payment_id, 5000, now, { signWith: merchant.privateKey }),
      paidNote(payment.payment_id, 5000, now - 3600),
      paidNote(payment.payment_id, 5000, now, { apiV3Key: 'y'.repeat(32) }),
    ]) {
      const answer = await notify(bad);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        code: 'FAIL',
        message: 'The payment notification could not be verified.',
      });
    }
    // The sandbox's route has nothing to verify with while WeChat Pay is the provider.
    const sandbox = await t().app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(sandbox.statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: `/dev/pay/${payment.payment_id}` })).statusCode).toBe(
      404,
    );
    expect((await taskRow(t(), task.id)).status).toBe('awaiting_payment');
    const rows = await t()
      .db.selectFrom('payment_notifications')
      .selectAll()
      .where('payment_id', '=', payment.payment_id)
      .execute();
    expect(rows).toEqual([]);
  });

  test('a top-up of a raised fee is paid through WeChat the same way', async () => {
    const { p, task } = await acceptedTask(t(), { price_fen: 5000 });
    openids.set(p.user.id, OPENID);
    const first = body<Payment>(await payIn(p, task.id)).data;
    expect((await notify(paidNote(first.payment_id, 5000, t().clock.unix()))).statusCode).toBe(204);
    await transition(t(), p, { id: task.id, transition: 'modify-fee', price_fen: 6500 });
    const topup = body<Payment>(await payIn(p, task.id, 'topup')).data;
    expect(topup.amount_fen).toBe(1500);
    expect((await bridge(p, topup.payment_id)).statusCode).toBe(200);
    const note = paidNote(topup.payment_id, 1500, t().clock.unix());
    expect((await notify(note)).statusCode).toBe(204);
    expect((await notify(note)).statusCode).toBe(204);
    expect((await taskRow(t(), task.id)).price_fen).toBe(6500);
    const map = await balances(t().db, [`escrow:task:${task.id}`]);
    expect(map.get(`escrow:task:${task.id}`)).toBe(6500);
  });

  test('WeChat Pay not answering is a 503 the poster can retry', async () => {
    const { p, task } = await acceptedTask(t(), { price_fen: 5000 });
    openids.set(p.user.id, OPENID);
    const payment = body<Payment>(await payIn(p, task.id)).data;
    const saved = clockNow;
    clockNow = () => t().clock.unix() - 3600; // the recording's signature is then stale
    const down = await bridge(p, payment.payment_id);
    clockNow = saved;
    expect(down.statusCode).toBe(503);
    expect(body(down).msg).toBe('Payment is not available right now. Please try again later.');
    expect((await bridge(p, payment.payment_id)).statusCode).toBe(200);
  });
});
