import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { CloudFetch } from './cloud-api.js';
import { loadWechatSubscribeConfig, WechatSubscribeChannel } from './wechat-subscribe.js';

const here = path.dirname(fileURLToPath(import.meta.url));
type Answer = { status: number; body: unknown };
const recorded = JSON.parse(readFileSync(path.join(here, 'fixtures', 'wechat-subscribe.json'), 'utf8')) as {
  token: Record<string, Answer>;
  send: Record<string, Answer>;
};

const ENV = {
  WECHAT_SUBSCRIBE_APPID: 'wx0000000000000001',
  WECHAT_SUBSCRIBE_SECRET: 'test-app-secret',
  WECHAT_SUBSCRIBE_TEMPLATES: 'paid=tmpl-paid_1:thing1,amount2; offer=tmpl-offer:thing1,amount3',
};

/** Answers token and send calls from the recording, in the order given; keeps what was asked. */
function replay(answers: { token?: string[]; send?: string[] }) {
  const asked: { url: string; body: Record<string, unknown> }[] = [];
  const fetch: CloudFetch = async (url, init) => {
    asked.push({ url, body: JSON.parse(init.body) as Record<string, unknown> });
    const isToken = url.endsWith('/cgi-bin/stable_token');
    const name = (isToken ? answers.token : answers.send)?.shift();
    const reply = name && (isToken ? recorded.token : recorded.send)[name];
    if (!reply) throw new Error(`unexpected ${url}`);
    return { status: reply.status, text: async () => JSON.stringify(reply.body) };
  };
  return { fetch, asked };
}

const NOTE = {
  deliveryId: 1,
  userId: 7,
  phone: '13800138000',
  kind: 'paid',
  params: [
    ['title', '修理水龙头'],
    ['amount', '80.00'],
  ] as [string, string][],
  sentAt: 0,
};

function channel(fetch: CloudFetch, openid: string | null = 'o6_bmjrPTlm6_2sgVt7hMZOPfL2M') {
  const config = loadWechatSubscribeConfig(ENV);
  if (!config) throw new Error('no config');
  return new WechatSubscribeChannel(config, { fetch, openIdOf: async () => openid, now: () => 1793523600 });
}

describe('WeChat subscribe messages', () => {
  test('sends the kind’s template with its keywords; the token is fetched once and kept', async () => {
    const { fetch, asked } = replay({ token: ['ok'], send: ['ok', 'ok'] });
    const wechat = channel(fetch);
    expect([wechat.carries('paid'), wechat.carries('delivered')]).toEqual([true, false]);
    expect(await wechat.send(NOTE)).toBe('sent');
    expect(await wechat.send(NOTE)).toBe('sent');
    expect(asked.map((a) => a.url)).toEqual([
      'https://api.weixin.qq.com/cgi-bin/stable_token',
      'https://api.weixin.qq.com/cgi-bin/message/subscribe/send?access_token=ACCESS_TOKEN_1',
      'https://api.weixin.qq.com/cgi-bin/message/subscribe/send?access_token=ACCESS_TOKEN_1',
    ]);
    expect(asked[0]?.body).toEqual({
      grant_type: 'client_credential',
      appid: 'wx0000000000000001',
      secret: 'test-app-secret',
      force_refresh: false,
    });
    expect(asked[1]?.body).toEqual({
      touser: 'o6_bmjrPTlm6_2sgVt7hMZOPfL2M',
      template_id: 'tmpl-paid_1',
      page: 'pages/index/index',
      data: { thing1: { value: '修理水龙头' }, amount2: { value: '80.00' } },
    });
  });

  test('no openid (nobody has one until the WeChat sign-in binds them): skipped without a call', async () => {
    const { fetch, asked } = replay({});
    expect(await channel(fetch, null).send(NOTE)).toBe('skipped');
    expect(asked).toEqual([]);
  });

  test('a person who did not accept the template: skipped', async () => {
    const { fetch } = replay({ token: ['ok'], send: ['not-subscribed'] });
    expect(await channel(fetch).send(NOTE)).toBe('skipped');
  });

  test('an expired token is refreshed once and the message sent', async () => {
    const { fetch, asked } = replay({ token: ['ok', 'refreshed'], send: ['token-expired', 'ok'] });
    expect(await channel(fetch).send(NOTE)).toBe('sent');
    expect(asked.at(-1)?.url).toMatch(/access_token=ACCESS_TOKEN_2$/);
    expect(asked[2]?.body).toMatchObject({ force_refresh: true });
  });

  test('a refused template or secret throws (the dispatcher retries), with WeChat’s code', async () => {
    await expect(channel(replay({ token: ['ok'], send: ['bad-template'] }).fetch).send(NOTE)).rejects.toThrow(
      'WeChat subscribe/send: 40037',
    );
    await expect(channel(replay({ token: ['bad-secret'] }).fetch).send(NOTE)).rejects.toThrow(
      'WeChat stable_token: 40125',
    );
  });

  test('configuration: off without templates; names what is missing or malformed', () => {
    expect(loadWechatSubscribeConfig({})).toBeUndefined();
    expect(() => loadWechatSubscribeConfig({ WECHAT_SUBSCRIBE_TEMPLATES: 'paid=x:thing1' })).toThrow(
      'WECHAT_SUBSCRIBE_TEMPLATES needs WECHAT_SUBSCRIBE_APPID and WECHAT_SUBSCRIBE_SECRET',
    );
    expect(() => loadWechatSubscribeConfig({ ...ENV, WECHAT_SUBSCRIBE_TEMPLATES: 'paid' })).toThrow(
      'is not kind=TEMPLATE_ID:keyword,keyword',
    );
  });
});
