import {
  constants,
  createCipheriv,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  sign,
  verify,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { bearer, body, registerUser, useTestApp } from '../../test/helpers.js';
import { ledgerProblems } from '../modules/wallet/ledger.js';
import { earned, type WithdrawalShape, walletOf, withdraw } from '../modules/wallet/test-kit.js';
import { type WechatPayConfig, WechatPayProvider } from './pay.js';
import {
  loadWechatTransferConfig,
  PayoutProviderError,
  REAL_NAME_TRANSFER_MIN_FEN,
  WECHAT_TRANSFER_URL,
  type WechatTransferConfig,
  WechatTransferProvider,
} from './payout.js';

// Recorded in WeChat Pay's published formats (fixtures/wechat-transfer.json); signed and
// encrypted here with keys this test makes, as WeChat Pay would with its own.
const FIXTURE = JSON.parse(readFileSync(new URL('./fixtures/wechat-transfer.json', import.meta.url), 'utf8'));
const OUT_BILL_NO = 'wd0123456789abcdef01234567';
const OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = pem();
const platform = pem();
const APIV3_KEY = randomBytes(16).toString('hex');

const PAY: WechatPayConfig = {
  mchid: '1230000109',
  appid: 'wxd678efh567hg6787',
  serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  privateKey: merchant.privateKey,
  apiV3Key: APIV3_KEY,
  platformPublicKey: platform.publicKey,
  platformPublicKeyId: 'PUB_KEY_ID_0114232204172025012100384900000052',
  notifyUrl: 'https://market.example.com/api/pay/notify/wechat',
};
const TRANSFER = loadWechatTransferConfig({}, PAY) as WechatTransferConfig;

/** What WeChat Pay does with an encrypted field: RSA-OAEP (SHA-1, MGF1-SHA-1) with its private key. */
const decryptAsWechat = (base64: string) =>
  privateDecrypt(
    { key: platform.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');

/** WeChat Pay's headers over `body`, signed with its key at `timestamp`. */
function signed(text: string, timestamp: number, key = platform.privateKey): Record<string, string> {
  const nonce = randomBytes(16).toString('hex');
  return {
    'Content-Type': 'application/json',
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': PAY.platformPublicKeyId,
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    'Wechatpay-Timestamp': String(timestamp),
    'Wechatpay-Signature': sign('sha256', Buffer.from(`${timestamp}\n${nonce}\n${text}\n`), key).toString(
      'base64',
    ),
  };
}

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** A fetch that records what is sent and answers `answer` (signed unless told not to). */
function recorder(
  answer: { status: number; body: unknown },
  now: () => number,
  options: { unsigned?: boolean } = {},
) {
  const sent: Sent[] = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? init.body : '',
    });
    const text = JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status,
      headers: options.unsigned ? { 'Content-Type': 'application/json' } : signed(text, now()),
    });
  }) as typeof fetch;
  return { sent, fetchStub };
}

/** Checks the merchant's `Authorization` over `METHOD\npath\ntimestamp\nnonce\nbody\n`. */
function authorizationVerifies(request: Sent): boolean {
  const header = request.headers.Authorization ?? '';
  const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const { pathname } = new URL(request.url);
  const message = `${request.method}\n${pathname}\n${fields.timestamp}\n${fields.nonce_str}\n${request.body}\n`;
  return (
    header.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
    fields.mchid === PAY.mchid &&
    fields.serial_no === PAY.serialNo &&
    verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(fields.signature ?? '', 'base64'))
  );
}

function encrypt(plain: string, nonce: string, aad: string): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(APIV3_KEY), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(aad));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString(
    'base64',
  );
}

/** The MCHTRANSFER.BILL.FINISHED notification body for `resource`, encrypted as WeChat does. */
function notificationBody(
  resource: Record<string, unknown>,
  eventType = 'MCHTRANSFER.BILL.FINISHED',
): string {
  const envelope = structuredClone(FIXTURE.notification.envelope);
  envelope.event_type = eventType;
  envelope.resource.ciphertext = encrypt(
    JSON.stringify(resource),
    envelope.resource.nonce,
    envelope.resource.associated_data,
  );
  return JSON.stringify(envelope);
}

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('WechatTransferProvider against recorded requests', () => {
  const now = 1_793_523_600;
  const provider = (answer: { status: number; body: unknown }, options: { unsigned?: boolean } = {}) => {
    const { sent, fetchStub } = recorder(answer, () => now, options);
    const pay = new WechatPayProvider(PAY, { fetch: fetchStub });
    return { sent, adapter: new WechatTransferProvider(pay, TRANSFER, { fetch: fetchStub }) };
  };

  test('transfer: the recorded request, signed by the merchant; WAIT_USER_CONFIRM with package_info', async () => {
    const { sent, adapter } = provider(FIXTURE.transfer.answer);
    const bill = await adapter.transfer(
      { out_bill_no: OUT_BILL_NO, amount_fen: 3000, openid: OPENID, real_name: null },
      now,
    );
    expect(bill).toEqual({
      out_bill_no: OUT_BILL_NO,
      transfer_bill_no: FIXTURE.transfer.answer.body.transfer_bill_no,
      state: 'WAIT_USER_CONFIRM',
      package_info: 'affffddafdfafddffda==',
      fail_reason: null,
    });
    expect(sent).toHaveLength(1);
    const [request] = sent as [Sent];
    expect(request.method).toBe('POST');
    expect(request.url).toBe(WECHAT_TRANSFER_URL);
    expect(JSON.parse(request.body)).toEqual(FIXTURE.transfer.request.body);
    expect(authorizationVerifies(request)).toBe(true);
    expect(request.headers['Wechatpay-Serial']).toBe(PAY.platformPublicKeyId);
  });

  test('transfer: no openid, a refusal, a server error and an unsigned answer', async () => {
    const ok = provider(FIXTURE.transfer.answer);
    await expect(
      ok.adapter.transfer({ out_bill_no: OUT_BILL_NO, amount_fen: 3000, openid: null, real_name: null }, now),
    ).rejects.toMatchObject({
      code: 'payee',
    });
    expect(ok.sent).toHaveLength(0);
    const refused = provider({ status: 400, body: { code: 'PARAM_ERROR', message: 'openid 不正确' } });
    await expect(
      refused.adapter.transfer(
        { out_bill_no: OUT_BILL_NO, amount_fen: 3000, openid: OPENID, real_name: null },
        now,
      ),
    ).rejects.toMatchObject({
      code: 'refused',
    });
    const down = provider({ status: 500, body: { code: 'SYSTEM_ERROR', message: '系统错误' } });
    await expect(
      down.adapter.transfer(
        { out_bill_no: OUT_BILL_NO, amount_fen: 3000, openid: OPENID, real_name: null },
        now,
      ),
    ).rejects.toMatchObject({
      code: 'unavailable',
    });
    const forged = provider(FIXTURE.transfer.answer, { unsigned: true });
    const error = await forged.adapter
      .transfer({ out_bill_no: OUT_BILL_NO, amount_fen: 3000, openid: OPENID, real_name: null }, now)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayoutProviderError);
    expect((error as PayoutProviderError).code).toBe('unavailable');
  });

  test('2,000 yuan and more: the payee’s real name goes as user_name, encrypted with WeChat Pay’s key', async () => {
    const { sent, adapter } = provider(FIXTURE.transfer.answer);
    const order = { out_bill_no: OUT_BILL_NO, openid: OPENID, real_name: '张伟' };
    await adapter.transfer({ ...order, amount_fen: REAL_NAME_TRANSFER_MIN_FEN - 1 }, now);
    await adapter.transfer({ ...order, amount_fen: REAL_NAME_TRANSFER_MIN_FEN }, now);
    const [below, at] = sent as [Sent, Sent];
    expect(JSON.parse(below.body).user_name).toBeUndefined(); // below the threshold the name stays home
    const request = JSON.parse(at.body);
    expect(request).toEqual({
      ...FIXTURE.transfer.request.body,
      transfer_amount: REAL_NAME_TRANSFER_MIN_FEN,
      user_name: expect.any(String),
    });
    expect(request.user_name).not.toContain('张伟');
    expect(decryptAsWechat(request.user_name)).toBe('张伟');
    expect(at.headers['Wechatpay-Serial']).toBe(PAY.platformPublicKeyId); // names the key it is encrypted with
    expect(authorizationVerifies(at)).toBe(true);
    // Another encryption of the same name differs (OAEP is randomised) and still decrypts.
    await adapter.transfer({ ...order, amount_fen: 250_000 }, now);
    const again = JSON.parse((sent[2] as Sent).body).user_name;
    expect(again).not.toBe(request.user_name);
    expect(decryptAsWechat(again)).toBe('张伟');

    const nameless = provider(FIXTURE.transfer.answer);
    await expect(
      nameless.adapter.transfer({ ...order, real_name: null, amount_fen: REAL_NAME_TRANSFER_MIN_FEN }, now),
    ).rejects.toMatchObject({ code: 'payee' });
    expect(nameless.sent).toEqual([]);
  });

  test('query by out_bill_no: the bill, or null when WeChat does not know it', async () => {
    const found = provider(FIXTURE.query.answer);
    expect(await found.adapter.query(OUT_BILL_NO, now)).toMatchObject({
      state: 'SUCCESS',
      out_bill_no: OUT_BILL_NO,
    });
    const [request] = found.sent as [Sent];
    expect([request.method, request.url, request.body]).toEqual(['GET', FIXTURE.query.request.url, '']);
    expect(authorizationVerifies(request)).toBe(true);
    const missing = provider(FIXTURE.query.notFound);
    expect(await missing.adapter.query(OUT_BILL_NO, now)).toBeNull();
  });

  test('cancel: the recorded call with an empty body; CANCELING', async () => {
    const { sent, adapter } = provider(FIXTURE.cancel.answer);
    expect(await adapter.cancel(OUT_BILL_NO, now)).toMatchObject({ state: 'CANCELING' });
    const [request] = sent as [Sent];
    expect([request.method, request.url, request.body]).toEqual(['POST', FIXTURE.cancel.request.url, '']);
    expect(authorizationVerifies(request)).toBe(true);
  });

  test('the MCHTRANSFER.BILL.FINISHED notification: verified, decrypted, refused when anything is off', () => {
    const { adapter } = provider(FIXTURE.transfer.answer);
    const raw = notificationBody(FIXTURE.notification.resource);
    expect(adapter.verifyNotification(raw, lower(signed(raw, now)), now)).toEqual({
      out_bill_no: OUT_BILL_NO,
      transfer_bill_no: FIXTURE.notification.resource.transfer_bill_no,
      state: 'SUCCESS',
      package_info: null,
      fail_reason: null,
    });
    // Changed after signing, signed by someone else, too old, another event, another merchant.
    expect(
      adapter.verifyNotification(raw.replace('商家转账', '商户转账'), lower(signed(raw, now)), now),
    ).toBeNull();
    expect(adapter.verifyNotification(raw, lower(signed(raw, now, merchant.privateKey)), now)).toBeNull();
    expect(adapter.verifyNotification(raw, lower(signed(raw, now - 301)), now)).toBeNull();
    const other = notificationBody(FIXTURE.notification.resource, 'TRANSACTION.SUCCESS');
    expect(adapter.verifyNotification(other, lower(signed(other, now)), now)).toBeNull();
    const stranger = notificationBody({ ...FIXTURE.notification.resource, mch_id: '1900000002' });
    expect(adapter.verifyNotification(stranger, lower(signed(stranger, now)), now)).toBeNull();
  });

  test('configuration: scene and notify URL, with defaults from the payment’s', () => {
    expect(TRANSFER).toEqual({
      appid: PAY.appid,
      sceneId: '1005',
      position: '服务人员',
      remark: '任务报酬',
      notifyUrl: 'https://market.example.com/api/wechat.pay/transfer/notify/wechat',
    });
    expect(loadWechatTransferConfig({}, undefined)).toBeUndefined();
    expect(() => loadWechatTransferConfig({ WECHAT_TRANSFER_SCENE_ID: 'x' }, PAY)).toThrow(
      /WECHAT_TRANSFER_SCENE_ID/,
    );
    expect(() => loadWechatTransferConfig({ WECHAT_TRANSFER_NOTIFY_URL: 'http://a/b' }, PAY)).toThrow(
      /WECHAT_TRANSFER_NOTIFY_URL/,
    );
  });
});

describe('cash-out through WeChat, end to end on the server', () => {
  const openids = new Map<number, string>();
  let answer: { status: number; body: unknown } = FIXTURE.transfer.answer;
  let clockNow = () => 0;
  const requests: Record<string, unknown>[] = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    const request = JSON.parse(typeof init.body === 'string' && init.body !== '' ? init.body : '{}');
    requests.push(request);
    const reply = structuredClone(answer) as { status: number; body: Record<string, unknown> };
    if (typeof request.out_bill_no === 'string') reply.body.out_bill_no = request.out_bill_no;
    const text = JSON.stringify(reply.body);
    void url;
    return new Response(text, { status: reply.status, headers: signed(text, clockNow()) });
  }) as typeof fetch;
  const pay = new WechatPayProvider(PAY, { fetch: fetchStub });
  const t = useTestApp('pglite', {
    config: { jobIntervalMs: 0 },
    deps: {
      pay,
      payout: new WechatTransferProvider(pay, TRANSFER, { fetch: fetchStub }),
      payerOpenId: async (userId) => openids.get(userId) ?? null,
    },
  });

  afterEach(async () => {
    expect(await ledgerProblems(t().db)).toEqual([]);
  });

  test('no openid: a clear refusal; with one: package_info, then the signed notification settles it once', async () => {
    clockNow = () => t().clock.unix();
    const { taker } = await earned(t(), 10_000);
    const refused = await withdraw(t(), taker, 3000);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toBe('Cash-out goes to your WeChat account: please sign in with WeChat first.');
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 8500, frozen_fen: 0 });

    openids.set(taker.user.id, OPENID);
    answer = FIXTURE.transfer.answer;
    const started = body<WithdrawalShape>(await withdraw(t(), taker, 3000)).data;
    expect(started).toMatchObject({
      status: 'waiting',
      package_info: 'affffddafdfafddffda==',
      provider: 'wechat',
    });
    expect(started.sandbox_url).toBeUndefined();

    const raw = notificationBody({ ...FIXTURE.notification.resource, out_bill_no: started.out_bill_no });
    const send = () =>
      t().app.inject({
        method: 'POST',
        url: '/api/wechat.pay/transfer/notify/wechat',
        payload: raw,
        headers: signed(raw, t().clock.unix()),
      });
    expect((await send()).statusCode).toBe(204);
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 5500, frozen_fen: 0 });
    expect((await send()).statusCode).toBe(204);
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 5500, frozen_fen: 0 });
    const forged = await t().app.inject({
      method: 'POST',
      url: '/api/wechat.pay/transfer/notify/wechat',
      payload: raw,
      headers: signed(raw, t().clock.unix(), merchant.privateKey),
    });
    expect(forged.statusCode).toBe(401);
    expect(body(forged)).toMatchObject({ code: 'FAIL' });

    // The sandbox notification has no business on a WeChat server.
    const sandbox = await t().app.inject({
      method: 'POST',
      url: '/api/wechat.pay/transfer/notify/sandbox',
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(sandbox.statusCode).toBe(404);
    const stranger = await registerUser(t());
    const rules = await t().app.inject({
      method: 'GET',
      url: '/api/user.Wallet/withdrawRules',
      headers: bearer(stranger.token),
    });
    expect(body(rules).data).toMatchObject({ provider: 'wechat', available_fen: 0 });
  });

  test('2,000 yuan and more: refused (409) without a verified real name, nothing frozen; with one the name goes encrypted', async () => {
    clockNow = () => t().clock.unix();
    const { taker } = await earned(t(), 300_000); // 255,000 fen available after the commission
    openids.set(taker.user.id, OPENID);
    answer = FIXTURE.transfer.answer;
    await t().db.updateTable('users').set({ smrz: 0 }).where('id', '=', taker.user.id).execute();
    const before = await walletOf(t(), taker);
    const refused = await withdraw(t(), taker, REAL_NAME_TRANSFER_MIN_FEN);
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      code: 0,
      msg: 'Cash-outs of 2000.00 yuan or more need your verified real name: complete real-name verification first, or cash out less.',
    });
    const zh = await t().app.inject({
      method: 'GET',
      url: `/api/wechat.pay/transfer?program=0&amount=${REAL_NAME_TRANSFER_MIN_FEN}&idempotency_key=zh-${Date.now()}`,
      headers: { ...bearer(taker.token), 'accept-language': 'zh-CN' },
    });
    expect(body(zh).msg).toBe(
      '单笔提现满2000.00元需使用实名认证的真实姓名，请先完成实名认证，或减少提现金额',
    );
    expect(await walletOf(t(), taker)).toEqual(before);
    expect(requests.filter((r) => r.transfer_amount === REAL_NAME_TRANSFER_MIN_FEN)).toEqual([]);

    await t()
      .db.updateTable('users')
      .set({ smrz: 2, name: '张伟' })
      .where('id', '=', taker.user.id)
      .execute();
    const started = body<WithdrawalShape>(await withdraw(t(), taker, REAL_NAME_TRANSFER_MIN_FEN)).data;
    expect(started).toMatchObject({ status: 'waiting', amount_fen: REAL_NAME_TRANSFER_MIN_FEN });
    const sentBill = requests.find((r) => r.out_bill_no === started.out_bill_no);
    expect(decryptAsWechat(String(sentBill?.user_name))).toBe('张伟');
    expect(await walletOf(t(), taker)).toMatchObject({
      available_fen: before.available_fen - REAL_NAME_TRANSFER_MIN_FEN,
      frozen_fen: REAL_NAME_TRANSFER_MIN_FEN,
    });
  });
});
