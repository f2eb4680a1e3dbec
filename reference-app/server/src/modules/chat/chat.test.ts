import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countAll,
  countRows,
  form,
  multipart,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers.js';
import { TINY_PNG as PNG } from '../../../test/images.js';
import type { Db } from '../../db/index.js';
import type { ConversationView, MessageView } from './present.js';

interface Page<T> {
  list: T[];
  page: number;
  page_size: number;
  has_more: boolean;
}

/** Every table's rows, chat tables included: a refused call changes none. */
async function snapshot(db: Db): Promise<Record<string, number>> {
  return {
    ...(await countAll(db)),
    chat_conversations: await countRows(db, 'chat_conversations'),
    chat_participants: await countRows(db, 'chat_participants'),
    chat_messages: await countRows(db, 'chat_messages'),
    chat_hidden_messages: await countRows(db, 'chat_hidden_messages'),
  };
}

/** The unread total straight from the tables, to check the in-memory one against. */
async function unreadInDb(db: Db, userId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from chat_participants p
    join chat_messages m on m.conversation_id = p.conversation_id
      and m.id > greatest(p.last_read_id, p.cleared_before_id) and m.sender_id <> p.user_id
    where p.user_id = ${userId}
      and not exists (select 1 from chat_hidden_messages h where h.user_id = p.user_id and h.message_id = m.id)`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}

let keyCounter = 0;
function clientKey(): string {
  keyCounter += 1;
  return `key-${process.pid}-${keyCounter}`;
}

describe.each(backends())('chat on %s', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 64 * 1024 } });

  async function call(
    url: string,
    who: SignedIn | undefined,
    fields: Record<string, string | number> = {},
    language?: string,
  ) {
    const headers: Record<string, string> = {
      ...(who ? bearer(who.token) : {}),
      ...(language ? { 'accept-language': language } : {}),
    };
    return t().app.inject({ method: 'POST', url: `/m/api/chat/${url}`, ...form(fields, headers) });
  }

  async function unread(who: SignedIn): Promise<number> {
    const response = await t().app.inject({
      method: 'GET',
      url: '/m/api/chat/unread_number.php',
      headers: bearer(who.token),
    });
    expect(response.statusCode).toBe(200);
    return body<{ count: number }>(response).data.count;
  }

  async function pair(): Promise<{ a: SignedIn; b: SignedIn; conversation: ConversationView }> {
    const a = await registerUser(t());
    const b = await registerUser(t());
    const response = await call('conversation.php', a, { accept_id: b.user.id });
    expect(response.statusCode).toBe(200);
    return { a, b, conversation: body<ConversationView>(response).data };
  }

  /** Posts text; the clock moves 2 s per post so 30 a minute is never reached by accident. */
  async function say(who: SignedIn, conversationId: number, content: string): Promise<MessageView> {
    const response = await call('post.php', who, { conversation_id: conversationId, content });
    expect(response.statusCode, response.body).toBe(200);
    t().clock.advance(2);
    return body<MessageView>(response).data;
  }

  async function upload(
    who: SignedIn | undefined,
    files: { field: string; data: Buffer }[],
    language?: string,
  ) {
    const headers: Record<string, string> = {
      ...(who ? bearer(who.token) : {}),
      ...(language ? { 'accept-language': language } : {}),
    };
    const parts = files.map((f) => ({ ...f, filename: 'photo.png', contentType: 'image/png' }));
    return t().app.inject({
      method: 'POST',
      url: '/m/api/chat/upload.php',
      ...multipart({}, parts, headers),
    });
  }

  async function uploadPicture(who: SignedIn): Promise<string> {
    const response = await upload(who, [{ field: 'file', data: PNG }]);
    expect(response.statusCode, response.body).toBe(200);
    return body<{ url: string }>(response).data.url;
  }

  async function history(who: SignedIn, fields: Record<string, string | number>) {
    const response = await call('history.php', who, fields);
    expect(response.statusCode, response.body).toBe(200);
    return body<Page<MessageView>>(response).data;
  }

  async function list(who: SignedIn, page = 1) {
    const response = await call('list.php', who, { page });
    expect(response.statusCode, response.body).toBe(200);
    return body<Page<ConversationView>>(response).data;
  }

  /** Expects a 400/404 with `msg`, and no row written anywhere. */
  async function refused(
    send: () => Promise<{ statusCode: number; body: string }>,
    status: number,
    msg: string | undefined,
  ) {
    const before = await snapshot(t().db);
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    const envelope = JSON.parse(response.body) as { code: number; msg: string; data: unknown };
    expect(envelope.code).toBe(0);
    expect(envelope.data).toBeNull();
    if (msg !== undefined) expect(envelope.msg).toBe(msg);
    expect(await snapshot(t().db)).toEqual(before);
  }

  describe('every call needs a token', () => {
    test.each([
      'conversation.php',
      'list.php',
      'history.php',
      'post.php',
      'new.php',
      'refuse_order.php',
      'delete.php',
    ])('POST %s without a token is 401', async (url) => {
      await refused(
        () => call(url, undefined, { conversation_id: 1, content: 'hi' }),
        401,
        'Please sign in first.',
      );
    });

    test('GET unread_number.php and the stream without a token are 401; a bad token too', async () => {
      for (const url of ['/m/api/chat/unread_number.php', '/m/api/chat/stream']) {
        const none = await t().app.inject({ method: 'GET', url });
        expect(none.statusCode).toBe(401);
        expect(body(none)).toEqual({ code: 0, msg: 'Please sign in first.', data: null });
        const bad = await t().app.inject({ method: 'GET', url, headers: bearer('not-a-token') });
        expect(bad.statusCode).toBe(401);
      }
    });
  });

  describe('POST conversation.php', () => {
    test('creates one conversation per pair, the same from either side', async () => {
      const a = await registerUser(t());
      const b = await registerUser(t());
      const before = await countRows(t().db, 'chat_conversations');
      const first = await call('conversation.php', a, { accept_id: b.user.id });
      expect(first.statusCode).toBe(200);
      const view = body<ConversationView>(first).data;
      expect(view).toEqual({
        conversation_id: expect.any(Number),
        peer: { id: b.user.id, s_username: b.user.s_username, face: '' },
        last_message: null,
        unread: 0,
        updated_at: t().clock.unix(),
      });
      const again = body<ConversationView>(await call('conversation.php', a, { accept_id: b.user.id })).data;
      const reverse = body<ConversationView>(
        await call('conversation.php', b, { accept_id: a.user.id }),
      ).data;
      expect(again.conversation_id).toBe(view.conversation_id);
      expect(reverse.conversation_id).toBe(view.conversation_id);
      expect(reverse.peer.id).toBe(a.user.id);
      expect(await countRows(t().db, 'chat_conversations')).toBe(before + 1);
    });

    test('two parallel first calls make one conversation', async () => {
      const a = await registerUser(t());
      const b = await registerUser(t());
      const before = await countRows(t().db, 'chat_conversations');
      const [x, y] = await Promise.all([
        call('conversation.php', a, { accept_id: b.user.id }),
        call('conversation.php', b, { accept_id: a.user.id }),
      ]);
      expect(body<ConversationView>(x).data.conversation_id).toBe(
        body<ConversationView>(y).data.conversation_id,
      );
      expect(await countRows(t().db, 'chat_conversations')).toBe(before + 1);
    });

    test.each([
      [{}, 400, 'Please enter the person to chat with.'],
      [{ accept_id: 'abc' }, 400, 'The person to chat with is not valid.'],
      [{ accept_id: '-3' }, 400, 'The person to chat with is not valid.'],
      [{ accept_id: '1.5' }, 400, 'The person to chat with is not valid.'],
      [{ accept_id: '99999999' }, 404, 'This user does not exist.'],
      [{ accept_id: '3000000000' }, 404, 'This user does not exist.'],
    ])('refuses %o (%i) and writes nothing', async (fields, status, msg) => {
      const me = await registerUser(t());
      await refused(() => call('conversation.php', me, fields), status, msg);
    });

    test('refuses a conversation with oneself, in the caller’s language', async () => {
      const me = await registerUser(t());
      await refused(
        () => call('conversation.php', me, { accept_id: me.user.id }),
        400,
        'You cannot start a conversation with yourself.',
      );
      await refused(
        () => call('conversation.php', me, { accept_id: me.user.id }, 'zh-Hans'),
        400,
        '不能和自己聊天',
      );
    });
  });

  describe('POST post.php', () => {
    test('posts a text, trimmed, and answers the Message', async () => {
      const { a, conversation } = await pair();
      const response = await call('post.php', a, {
        conversation_id: conversation.conversation_id,
        content: '  明天上午九点到，可以吗？  ',
        pic: '',
        goods_order_id: '0',
        goods_order_task_id: '',
      });
      expect(response.statusCode).toBe(200);
      expect(body<MessageView>(response)).toEqual({
        code: 1,
        msg: 'ok',
        data: {
          chat_id: expect.any(Number),
          conversation_id: conversation.conversation_id,
          sender_id: a.user.id,
          kind: 'text',
          content: '明天上午九点到，可以吗？',
          pic: '',
          goods_order_id: 0,
          goods_order_task_id: 0,
          created_at: t().clock.unix(),
          mine: true,
          read: false,
          card: null,
        },
      });
    });

    test('accepts 140 characters counted as characters, keeps line breaks', async () => {
      const { a, conversation } = await pair();
      const long = `${'好'.repeat(139)}😀`;
      expect((await say(a, conversation.conversation_id, long)).content).toBe(long);
      expect((await say(a, conversation.conversation_id, 'line one\nline two')).content).toBe(
        'line one\nline two',
      );
      const crlf = await say(a, conversation.conversation_id, 'line one\r\nline two');
      expect(crlf.content).toBe('line one\nline two');
    });

    test.each([
      [{ conversation_id: '' }, 'Please enter the conversation ID.'],
      [{ conversation_id: 'x1' }, 'The conversation ID is not valid.'],
      [{ conversation_id: '0' }, 'The conversation ID is not valid.'],
      [{ content: '' }, 'Please enter a message.'],
      [{ content: '   ' }, 'Please enter a message.'],
      [{ content: 'x'.repeat(141) }, 'A message must be 1 to 140 characters.'],
      [{ content: 'bell\u0007' }, 'A message is not valid.'],
      [{ content: 'hi', client_key: 'short' }, 'The message key is not valid.'],
      [{ content: 'hi', client_key: 'has space in it' }, 'The message key is not valid.'],
      [{ content: 'hi', client_key: 'k'.repeat(65) }, 'The message key is not valid.'],
      [{ content: 'hi', goods_order_id: 'abc' }, 'The order ID is not valid.'],
      [{ content: 'hi', goods_order_task_id: '-1' }, 'The application ID is not valid.'],
      [
        { pic: 'https://evil.example/uploads/0123456789abcdef0123456789abcdef.png' },
        'Please choose a picture uploaded here.',
      ],
      [{ pic: 'http://localhost:80/uploads/../secret.png' }, 'Please choose a picture uploaded here.'],
      [{ pic: '/uploads/0123456789abcdef0123456789abcdef.exe' }, 'Please choose a picture uploaded here.'],
      [{ pic: 'javascript:alert(1)' }, 'Please choose a picture uploaded here.'],
      [{ content: 'x'.repeat(141), goods_order_id: '7' }, 'A note must be at most 140 characters.'],
      [{ goods_order_id: '7', goods_order_task_id: '8' }, 'Send text, a picture or a card, one per message.'],
    ])('refuses %o with 400 and writes nothing', async (fields, msg) => {
      const { a, conversation } = await pair();
      await refused(
        () => call('post.php', a, { conversation_id: conversation.conversation_id, ...fields }),
        400,
        msg,
      );
    });

    test('cards of orders and tasks that do not exist are refused (cards.test.ts has the rest)', async () => {
      const { a, conversation } = await pair();
      for (const [card, msg] of [
        [{ goods_order_id: 1_000_000 }, 'This order does not exist.'],
        [{ goods_order_task_id: 3_000_000_000 }, 'This task does not exist.'],
      ] as [Record<string, number>, string][]) {
        await refused(
          () => call('post.php', a, { conversation_id: conversation.conversation_id, content: '', ...card }),
          400,
          msg,
        );
      }
      await refused(
        () =>
          call(
            'post.php',
            a,
            { conversation_id: conversation.conversation_id, goods_order_id: 1_000_000 },
            'zh-Hans',
          ),
        400,
        '该订单不存在',
      );
    });

    test('posts a picture uploaded here; refuses one that is not stored, or with text', async () => {
      const { a, b, conversation } = await pair();
      const url = await uploadPicture(a);
      expect(url).toMatch(/^http:\/\/localhost(:80)?\/uploads\/[0-9a-f]{32}\.png$/);
      const posted = await call('post.php', a, { conversation_id: conversation.conversation_id, pic: url });
      expect(posted.statusCode, posted.body).toBe(200);
      expect(body<MessageView>(posted).data).toMatchObject({ kind: 'picture', pic: url, content: '' });
      // The path alone names the same file.
      const path = new URL(url).pathname;
      const byPath = await call('post.php', b, { conversation_id: conversation.conversation_id, pic: path });
      expect(body<MessageView>(byPath).data.pic).toBe(url);
      await refused(
        () =>
          call('post.php', a, {
            conversation_id: conversation.conversation_id,
            pic: url.replace(/[0-9a-f]{32}/, 'f'.repeat(32)),
          }),
        400,
        'Please choose a picture uploaded here.',
      );
      await refused(
        () =>
          call('post.php', a, { conversation_id: conversation.conversation_id, pic: url, content: 'look' }),
        400,
        'Send text, a picture or a card, one per message.',
      );
    });

    test.each([
      ['a phone number with spaces', '我的电话 138 0013 8000', 'phone'],
      ['a phone number in full-width digits', '电话１３８００１３８０００', 'phone'],
      ['asking to add on WeChat', '加我vx', 'wechat'],
    ])('refuses %s with a translated reason and stores nothing', async (_what, content, category) => {
      const { a, conversation } = await pair();
      const messages = {
        phone: {
          en: 'Please don’t share phone numbers before the task is paid.',
          zh: '内容包含电话号码，任务支付前请勿交换联系方式',
        },
        wechat: {
          en: 'Please don’t share WeChat accounts before the task is paid.',
          zh: '内容包含微信号，任务支付前请勿交换联系方式',
        },
      }[category as 'phone' | 'wechat'];
      const fields = { conversation_id: conversation.conversation_id, content, client_key: clientKey() };
      await refused(() => call('post.php', a, fields, 'zh-Hans'), 400, messages.zh);
      await refused(() => call('post.php', a, fields, 'en'), 400, messages.en);
      await refused(() => call('post.php', a, fields, 'zh-TW'), 400, undefined);
    });

    test('refuses banned words at any time, naming the rule, not the word', async () => {
      const { a, conversation } = await pair();
      await refused(
        () =>
          call('post.php', a, { conversation_id: conversation.conversation_id, content: '我要杀了你' }, 'fr'),
        400,
        'Ce texte contient des propos violents ou menaçants. Merci de les retirer.',
      );
    });

    test('the same client_key answers the stored message and creates nothing', async () => {
      const { a, b, conversation } = await pair();
      const key = clientKey();
      const fields = { conversation_id: conversation.conversation_id, content: 'only once', client_key: key };
      const first = body<MessageView>(await call('post.php', a, fields)).data;
      const count = await countRows(t().db, 'chat_messages');
      t().clock.advance(5);
      const retry = await call('post.php', a, fields);
      expect(retry.statusCode).toBe(200);
      expect(body<MessageView>(retry).data).toEqual(first);
      expect(await countRows(t().db, 'chat_messages')).toBe(count);
      expect(await unread(b)).toBe(1);
      // Keys belong to their sender: the other side may use the same one.
      const theirs = await call('post.php', b, { ...fields, content: 'mine too' });
      expect(body<MessageView>(theirs).data.chat_id).not.toBe(first.chat_id);
    });

    test('two parallel posts with one client_key store one message', async () => {
      const { a, b, conversation } = await pair();
      const fields = {
        conversation_id: conversation.conversation_id,
        content: 'sent twice',
        client_key: clientKey(),
      };
      const before = await countRows(t().db, 'chat_messages');
      const answers = await Promise.all([1, 2, 3, 4].map(() => call('post.php', a, fields)));
      const ids = answers.map((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return body<MessageView>(r).data.chat_id;
      });
      expect(new Set(ids).size).toBe(1);
      expect(await countRows(t().db, 'chat_messages')).toBe(before + 1);
      expect(await unread(b)).toBe(1);
    });

    test('30 posts a minute per user, then 429 with Retry-After and nothing stored', async () => {
      const { a, b, conversation } = await pair();
      for (let i = 0; i < 30; i++) {
        const response = await call('post.php', a, {
          conversation_id: conversation.conversation_id,
          content: `n${i}`,
        });
        expect(response.statusCode).toBe(200);
      }
      t().clock.advance(15);
      await refused(
        () => call('post.php', a, { conversation_id: conversation.conversation_id, content: 'one more' }),
        429,
        'Too many requests. Please try again in 45 seconds.',
      );
      const limited = await call('post.php', a, {
        conversation_id: conversation.conversation_id,
        content: 'again',
      });
      expect(limited.headers['retry-after']).toBe('45');
      // The other participant has a budget of their own.
      expect(
        (await call('post.php', b, { conversation_id: conversation.conversation_id, content: 'hi' }))
          .statusCode,
      ).toBe(200);
      t().clock.advance(45);
      expect(
        (await call('post.php', a, { conversation_id: conversation.conversation_id, content: 'later' }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('POST upload.php', () => {
    test('stores a picture and answers its absolute URL, which serves the picture', async () => {
      const me = await registerUser(t());
      const before = await snapshot(t().db);
      const url = await uploadPicture(me);
      expect(url).toMatch(/^http:\/\/localhost(:80)?\/uploads\/[0-9a-f]{32}\.png$/);
      // One upload row, and no message: the picture is sent with post.php.
      expect(await snapshot(t().db)).toEqual({ ...before, uploads: (before.uploads ?? 0) + 1 });
      const served = await t().app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(served.statusCode).toBe(200);
      // The same pixels (the file itself is written again without metadata).
      const pixels = (data: Buffer) => sharp(data).raw().toBuffer();
      expect((await pixels(served.rawPayload)).equals(await pixels(PNG))).toBe(true);
    });

    test('refuses no file, a file that is not an image, and a file over the limit, writing nothing', async () => {
      const me = await registerUser(t());
      await refused(() => upload(me, []), 400, 'Please choose a picture to send.');
      await refused(() => upload(me, [], 'zh-Hans'), 400, '请选择要发送的图片');
      await refused(
        () => upload(me, [{ field: 'other', data: PNG }]),
        400,
        'Please choose a picture to send.',
      );
      await refused(
        () => call('upload.php', me, { file: 'not a file' }),
        400,
        'Please choose a picture to send.',
      );
      await refused(
        () => upload(me, [{ field: 'file', data: Buffer.from('<svg onload="alert(1)"/>') }]),
        400,
        'Only JPEG, PNG, GIF or WebP images can be uploaded.',
      );
      await refused(
        () => upload(me, [{ field: 'file', data: Buffer.concat([PNG, Buffer.alloc(70 * 1024)]) }]),
        413,
        'The file is too large. The limit is 0.1 MB.',
      );
      await refused(
        () =>
          upload(me, [
            { field: 'file', data: PNG },
            { field: 'file', data: PNG },
          ]),
        413,
        undefined,
      );
      await refused(() => upload(undefined, [{ field: 'file', data: PNG }]), 401, 'Please sign in first.');
    });
  });

  describe('a third user', () => {
    test('cannot read, post, mark, delete or refuse in another pair’s conversation', async () => {
      const { a, b, conversation } = await pair();
      const message = await say(a, conversation.conversation_id, 'private');
      const eve = await registerUser(t());
      const id = conversation.conversation_id;
      const attempts: [string, Record<string, string | number>][] = [
        ['history.php', { conversation_id: id }],
        ['new.php', { conversation_id: id, after_id: 0 }],
        ['post.php', { conversation_id: id, content: 'let me in' }],
        ['post.php', { conversation_id: id, content: 'x', client_key: clientKey() }],
        ['delete.php', { chat_id: message.chat_id }],
        ['delete.php', { conversation_id: id }],
        ['refuse_order.php', { chat_id: message.chat_id, content: 'no' }],
      ];
      for (const [url, fields] of attempts) {
        await refused(() => call(url, eve, fields), 404, 'This conversation does not exist.');
        // Ids that exist answer exactly like ids that do not.
        const missing = Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k, k.endsWith('_id') && v !== 0 ? 99999999 : v]),
        );
        await refused(() => call(url, eve, missing), 404, 'This conversation does not exist.');
      }
      await refused(() => call('history.php', eve, { conversation_id: 3000000000 }), 404, undefined);
      expect(await list(eve)).toEqual({ list: [], page: 1, page_size: 20, has_more: false });
      // Nothing changed for the pair: still unread, still listed.
      expect(await unread(b)).toBe(1);
      expect((await history(b, { conversation_id: id })).list.map((m) => m.content)).toEqual(['private']);
    });
  });

  describe('POST list.php', () => {
    test('lists conversations by newest activity with peer, last message and unread', async () => {
      const me = await registerUser(t());
      const peers = [await registerUser(t()), await registerUser(t()), await registerUser(t())];
      const ids: number[] = [];
      for (const peer of peers) {
        const c = body<ConversationView>(
          await call('conversation.php', me, { accept_id: peer.user.id }),
        ).data;
        ids.push(c.conversation_id);
      }
      // An empty conversation is not listed.
      expect((await list(me)).list).toEqual([]);
      await say(peers[0] as SignedIn, ids[0] as number, 'first');
      await say(peers[1] as SignedIn, ids[1] as number, 'second');
      await say(peers[1] as SignedIn, ids[1] as number, 'second again');
      await say(me, ids[2] as number, 'third, mine');
      await say(peers[0] as SignedIn, ids[0] as number, 'first again');
      const page = await list(me);
      expect(page.list.map((c) => c.conversation_id)).toEqual([ids[0], ids[2], ids[1]]);
      expect(page.list.map((c) => c.unread)).toEqual([2, 0, 2]);
      expect(page.list[0]).toMatchObject({
        peer: { id: peers[0]?.user.id, s_username: peers[0]?.user.s_username },
        last_message: { content: 'first again', mine: false, read: false },
      });
      expect(page.list[1]?.last_message).toMatchObject({ content: 'third, mine', mine: true, read: false });
      expect(page.has_more).toBe(false);
    });

    test('pages by 20', async () => {
      const me = await registerUser(t());
      for (let i = 0; i < 21; i++) {
        const peer = await registerUser(t());
        const c = body<ConversationView>(
          await call('conversation.php', peer, { accept_id: me.user.id }),
        ).data;
        await say(peer, c.conversation_id, `hello ${i}`);
      }
      const first = await list(me);
      expect(first.list).toHaveLength(20);
      expect(first.has_more).toBe(true);
      expect(first.list[0]?.last_message?.content).toBe('hello 20');
      const second = await list(me, 2);
      expect(second).toMatchObject({ page: 2, page_size: 20, has_more: false });
      expect(second.list.map((c) => c.last_message?.content)).toEqual(['hello 0']);
    });

    test.each(['0', '-1', 'x', '1.5'])('refuses page %s', async (page) => {
      const me = await registerUser(t());
      await refused(() => call('list.php', me, { page }), 400, 'The page number is not valid.');
    });
  });

  describe('POST history.php', () => {
    test('newest first, 20 a page; before_id keeps pages stable while messages arrive', async () => {
      const { a, b, conversation } = await pair();
      const id = conversation.conversation_id;
      for (let i = 1; i <= 45; i++) await say(i % 2 ? a : b, id, `m${i}`);
      const first = await history(b, { conversation_id: id, page: 1 });
      expect(first.list.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `m${45 - i}`));
      expect(first.has_more).toBe(true);
      const oldest = first.list[first.list.length - 1]?.chat_id as number;
      // New messages arrive; paging from the oldest held message is unaffected.
      for (let i = 46; i <= 50; i++) await say(a, id, `m${i}`);
      const second = await history(b, { conversation_id: id, page: 1, before_id: oldest });
      expect(second.list.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `m${25 - i}`));
      expect(second.has_more).toBe(true);
      const third = await history(b, { conversation_id: id, before_id: second.list[19]?.chat_id as number });
      expect(third.list.map((m) => m.content)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
      expect(third.has_more).toBe(false);
      // With a fixed anchor, `page` counts from it.
      const anchored = await history(b, { conversation_id: id, page: 2, before_id: oldest });
      expect(anchored.list.map((m) => m.content)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
      // Without before_id, page 2 shifted by the 5 new messages.
      const shifted = await history(b, { conversation_id: id, page: 2 });
      expect(shifted.list[0]?.content).toBe('m30');
    });

    test('opening a conversation marks it read; the sender then sees read', async () => {
      const { a, b, conversation } = await pair();
      const id = conversation.conversation_id;
      await say(a, id, 'one');
      await say(a, id, 'two');
      expect(await unread(b)).toBe(2);
      expect((await history(a, { conversation_id: id })).list.map((m) => m.read)).toEqual([false, false]);
      const seen = await history(b, { conversation_id: id });
      expect(seen.list.map((m) => [m.content, m.mine, m.read])).toEqual([
        ['two', false, true],
        ['one', false, true],
      ]);
      expect(await unread(b)).toBe(0);
      expect(await unread(a)).toBe(0);
      expect((await history(a, { conversation_id: id })).list.map((m) => m.read)).toEqual([true, true]);
      expect((await list(b)).list[0]?.unread).toBe(0);
    });

    test.each([
      [{ conversation_id: '' }, 'Please enter the conversation ID.'],
      [{ conversation_id: 'abc' }, 'The conversation ID is not valid.'],
      [{ page: '0' }, 'The page number is not valid.'],
      [{ before_id: 'x' }, 'The oldest message ID you have is not valid.'],
      [{ before_id: '0' }, 'The oldest message ID you have is not valid.'],
    ])('refuses %o with 400', async (fields, msg) => {
      const { a, conversation } = await pair();
      await refused(
        () => call('history.php', a, { conversation_id: conversation.conversation_id, ...fields }),
        400,
        msg,
      );
    });
  });

  describe('POST new.php', () => {
    test('answers messages after after_id, oldest first, and marks them read', async () => {
      const { a, b, conversation } = await pair();
      const id = conversation.conversation_id;
      const first = await say(a, id, 'one');
      await say(a, id, 'two');
      await say(b, id, 'three');
      expect(await unread(b)).toBe(2);
      const response = await call('new.php', b, { conversation_id: id, after_id: first.chat_id });
      expect(response.statusCode).toBe(200);
      const { list: newer } = body<{ list: MessageView[] }>(response).data;
      expect(newer.map((m) => [m.content, m.mine])).toEqual([
        ['two', false],
        ['three', true],
      ]);
      // The read position is a watermark: `one`, older than what came back, is read too.
      expect(await unread(b)).toBe(0);
      const all = body<{ list: MessageView[] }>(
        await call('new.php', b, { conversation_id: id, after_id: 0 }),
      ).data;
      expect(all.list.map((m) => [m.content, m.read])).toEqual([
        ['one', true],
        ['two', true],
        ['three', false],
      ]);
    });

    test('answers at most 100; the next call continues from the last id', async () => {
      const { a, b, conversation } = await pair();
      const id = conversation.conversation_id;
      // Stored directly: 105 posts would only test the rate limit.
      const now = t().clock.unix();
      const rows = await t()
        .db.insertInto('chat_messages')
        .values(
          Array.from({ length: 105 }, (_, i) => ({
            conversation_id: id,
            sender_id: a.user.id,
            kind: 'text' as const,
            content: `bulk ${i}`,
            client_key: null,
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      const last = Math.max(...rows.map((r) => r.id));
      await t()
        .db.updateTable('chat_participants')
        .set({ last_message_id: last })
        .where('conversation_id', '=', id)
        .execute();
      t().context.services.chat.counts.invalidate(b.user.id);
      expect(await unread(b)).toBe(105);
      const page1 = body<{ list: MessageView[] }>(
        await call('new.php', b, { conversation_id: id, after_id: 0 }),
      ).data;
      expect(page1.list).toHaveLength(100);
      expect(await unread(b)).toBe(5);
      const page2 = body<{ list: MessageView[] }>(
        await call('new.php', b, { conversation_id: id, after_id: page1.list[99]?.chat_id as number }),
      ).data;
      expect(page2.list.map((m) => m.content)).toEqual([
        'bulk 100',
        'bulk 101',
        'bulk 102',
        'bulk 103',
        'bulk 104',
      ]);
      expect(await unread(b)).toBe(0);
    });

    test.each([
      [{ after_id: undefined }, 'Please enter the newest message ID you have.'],
      [{ after_id: '-1' }, 'The newest message ID you have is not valid.'],
      [{ after_id: 'a' }, 'The newest message ID you have is not valid.'],
      [{ conversation_id: undefined, after_id: '0' }, 'Please enter the conversation ID.'],
    ])('refuses %o with 400', async (fields, msg) => {
      const { a, conversation } = await pair();
      const sent: Record<string, string | number> = { conversation_id: conversation.conversation_id };
      for (const [k, v] of Object.entries(fields)) {
        if (v === undefined) delete sent[k];
        else sent[k] = v;
      }
      await refused(() => call('new.php', a, sent), 400, msg);
    });
  });

  describe('POST delete.php', () => {
    test('hides a message for the caller only', async () => {
      const { a, b, conversation } = await pair();
      const id = conversation.conversation_id;
      await say(a, id, 'keep');
      const gone = await say(a, id, 'oops');
      expect(await unread(b)).toBe(2);
      const response = await call('delete.php', b, { chat_id: gone.chat_id });
      expect(response.statusCode).toBe(200);
      expect(body(response)).toEqual({ code: 1, msg: 'ok', data: null });
      // It was unread: the total drops with it.
      expect(await unread(b)).toBe(1);
      expect((await history(b, { conversation_id: id })).list.map((m) => m.content)).toEqual(['keep']);
      expect((await list(b)).list[0]?.last_message?.content).toBe('keep');
      expect((await history(a, { conversation_id: id })).list.map((m) => m.content)).toEqual([
        'oops',
        'keep',
      ]);
      // Deleting again is fine and changes nothing.
      const before = await snapshot(t().db);
      expect((await call('delete.php', b, { chat_id: gone.chat_id })).statusCode).toBe(200);
      expect(await snapshot(t().db)).toEqual(before);
    });

    test('clears a conversation from the caller’s list; a new message brings it back', async () => {
      const { a, b, conversation } = await pair();
      const id = conversation.conversation_id;
      await say(a, id, 'old one');
      await say(a, id, 'old two');
      expect(await unread(b)).toBe(2);
      expect((await call('delete.php', b, { conversation_id: id })).statusCode).toBe(200);
      expect(await unread(b)).toBe(0);
      expect((await list(b)).list).toEqual([]);
      expect((await history(b, { conversation_id: id })).list).toEqual([]);
      // The other side keeps everything.
      expect((await list(a)).list).toHaveLength(1);
      expect((await history(a, { conversation_id: id })).list).toHaveLength(2);
      await say(a, id, 'new one');
      const back = await list(b);
      expect(back.list.map((c) => [c.conversation_id, c.unread, c.last_message?.content])).toEqual([
        [id, 1, 'new one'],
      ]);
      expect((await history(b, { conversation_id: id })).list.map((m) => m.content)).toEqual(['new one']);
      const after = body<{ list: MessageView[] }>(
        await call('new.php', b, { conversation_id: id, after_id: 0 }),
      ).data;
      expect(after.list.map((m) => m.content)).toEqual(['new one']);
    });

    test.each([
      [{}, 'Please enter the message ID.'],
      [{ chat_id: 'abc' }, 'The message ID is not valid.'],
      [{ conversation_id: '1.0' }, 'The conversation ID is not valid.'],
      [
        { chat_id: '1', conversation_id: '1' },
        'Delete one message or a whole conversation, not both at once.',
      ],
    ])('refuses %o with 400', async (fields, msg) => {
      const me = await registerUser(t());
      await refused(() => call('delete.php', me, fields), 400, msg);
    });
  });

  describe('POST refuse_order.php', () => {
    test.each([
      [{ content: 'no thanks' }, 'Please enter the message ID.'],
      [{ chat_id: 'x', content: 'no thanks' }, 'The message ID is not valid.'],
      [{ chat_id: '1' }, 'Please enter a message.'],
      [{ chat_id: '1', content: '  ' }, 'Please enter a message.'],
      [{ chat_id: '1', content: 'x'.repeat(141) }, 'The reason must be 1 to 140 characters.'],
    ])('refuses %o with 400', async (fields, msg) => {
      const me = await registerUser(t());
      await refused(() => call('refuse_order.php', me, fields), 400, msg);
    });

    test('a message that is not a task card is not an application; a blocked reason is refused first', async () => {
      const { a, b, conversation } = await pair();
      const message = await say(a, conversation.conversation_id, 'can you come tomorrow?');
      await refused(
        () => call('refuse_order.php', b, { chat_id: message.chat_id, content: 'sorry, fully booked' }),
        400,
        'This message is not an application.',
      );
      await refused(
        () => call('refuse_order.php', b, { chat_id: message.chat_id, content: '太忙了' }, 'zh-Hant'),
        400,
        '這則訊息不是接案申請',
      );
      await refused(
        () => call('refuse_order.php', b, { chat_id: message.chat_id, content: '加我vx' }, 'zh-Hans'),
        400,
        '内容包含微信号，任务支付前请勿交换联系方式',
      );
    });
  });

  describe('GET unread_number.php', () => {
    test('follows posts and reads, and answers from memory after the first call', async () => {
      const { a, b, conversation } = await pair();
      const id = conversation.conversation_id;
      expect(await unread(b)).toBe(0);
      expect(t().context.services.chat.counts.peek(b.user.id)).toBe(0);
      await say(a, id, 'one');
      await say(a, id, 'two');
      await say(b, id, 'mine does not count for me');
      expect(t().context.services.chat.counts.peek(b.user.id)).toBe(2);
      expect(await unread(b)).toBe(2);
      expect(await unread(a)).toBe(1);
      await history(b, { conversation_id: id });
      expect(await unread(b)).toBe(0);
      expect(await unread(a)).toBe(1);
      expect(await unreadInDb(t().db, a.user.id)).toBe(1);
    });

    test('stays exact while posts, reads, deletes and first loads race', async () => {
      const { a, b, conversation } = await pair();
      const id = conversation.conversation_id;
      const c = await registerUser(t());
      const other = body<ConversationView>(await call('conversation.php', c, { accept_id: b.user.id })).data;
      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 12; i++) {
        work.push(call('post.php', a, { conversation_id: id, content: `a${i}` }));
        work.push(call('post.php', c, { conversation_id: other.conversation_id, content: `c${i}` }));
        work.push(unread(b));
        if (i % 4 === 3) work.push(call('history.php', b, { conversation_id: id }));
        if (i === 6) work.push(call('delete.php', b, { conversation_id: other.conversation_id }));
      }
      await Promise.all(work);
      const truth = await unreadInDb(t().db, b.user.id);
      expect(await unread(b)).toBe(truth);
      const fresh = t().context.services.chat.counts;
      fresh.invalidate(b.user.id);
      expect(await unread(b)).toBe(truth);
    });

    test('a signed-out token is refused once the short poll cache expires', async () => {
      const me = await registerUser(t());
      expect(await unread(me)).toBe(0);
      await t().app.inject({ method: 'POST', url: '/m/api/user/logout.php', headers: bearer(me.token) });
      t().clock.advance(11);
      const response = await t().app.inject({
        method: 'GET',
        url: '/m/api/chat/unread_number.php',
        headers: bearer(me.token),
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
