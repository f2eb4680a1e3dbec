import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Message, PostInput } from '../../../api/endpoints/chat';
import type { Order } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { type Instance, useInstance } from '../../../app/context';
import { ALBUM_MAX_IMAGES, LONG_PRESS_MS } from '../../../config';
import { type ComponentChildren, useState } from '../../../lib/preact';
import {
  BLOCKED_WORDS_EN,
  BLOCKED_WORDS_FR,
  BLOCKED_WORDS_ZH_HANT,
} from '../../../rules/blocked-words.messages';
import { chatHub } from '../../../stores/live-hub';
import { createUnread } from '../../../stores/unread';
import { createUserData } from '../../../stores/user-data';
import { putPick } from '../../../ui/picks';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import ChatView from './chatView';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The harness instance has no user data or unread store: give it the real ones. */
function WithChat({ children }: { children: ComponentChildren }) {
  const inst = useInstance() as Instance;
  if (!inst.unread) {
    const userData = createUserData();
    Object.assign(inst, { userData, unread: createUnread(userData) });
  }
  return <>{children}</>;
}

/** Lets a test leave the screen and come back within the same instance. */
let toggle: (on: boolean) => void = () => undefined;
function Toggle() {
  const [on, setOn] = useState(true);
  toggle = (v) => act(() => setOn(v));
  return on ? <ChatView /> : <p>elsewhere</p>;
}

const T0 = Math.floor(Date.now() / 1000) - 3600;
const msg = (chat_id: number, over: Partial<Message> = {}): Message => ({
  chat_id,
  conversation_id: 3,
  sender_id: 8,
  kind: 'text',
  content: `message ${chat_id}`,
  pic: '',
  goods_order_id: 0,
  goods_order_task_id: 0,
  created_at: T0 + chat_id,
  mine: false,
  read: false,
  ...over,
});
const page = (list: Message[], has_more = false) => ({ list, page: 1, page_size: 20, has_more });
const tapCard = {
  title: 'Fix a tap',
  pricing_mode: 'fixed' as const,
  price_fen: 5000,
  status: 'pending',
  pic: '',
  refusable: true,
};
const paintCard = {
  title: 'Paint a wall',
  pricing_mode: 'quote' as const,
  price_fen: 8800,
  status: 'open',
  pic: 'https://api.test/uploads/w.png',
  refusable: false,
};
const sys = (chat_id: number, name: string, params: Record<string, unknown> = {}) =>
  msg(chat_id, {
    kind: 'system',
    content: JSON.stringify({ key: `chat.system.${name}`, params: { title: 'Fix a tap', ...params } }),
    goods_order_id: 9,
    goods_order_task_id: 12,
  });
const peer = { id: 8, s_username: 'wang', face: '' };

/** A server for one conversation (id 3): history newest first, post.php stores by client_key. */
function server(history: Message[] = [msg(2, { mine: true, sender_id: 7, read: true }), msg(1)]) {
  const stored = new Map<string, Message>();
  let next = 100;
  return {
    '/m/api/chat/conversation.php': {
      conversation_id: 3,
      peer,
      last_message: null,
      unread: 0,
      updated_at: T0,
    },
    '/m/api/chat/history.php': (p: Record<string, unknown>) =>
      p.before_id ? page([msg(0, { content: 'the oldest' })]) : page(history, history.length > 1),
    '/m/api/chat/new.php': { list: [] },
    '/m/api/chat/post.php': (p: Record<string, unknown>) => {
      const input = p as unknown as PostInput;
      const m =
        stored.get(input.client_key) ??
        msg(next++, {
          content: input.content ?? '',
          pic: input.pic ?? '',
          mine: true,
          sender_id: 7,
          ...(input.goods_order_id
            ? { kind: 'order' as const, goods_order_id: input.goods_order_id, card: paintCard }
            : {}),
        });
      stored.set(input.client_key, m);
      return m;
    },
    '/m/api/chat/delete.php': null,
  } as Record<string, unknown>;
}

const open = async (o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(
    <WithChat>
      <Toggle />
    </WithChat>,
    { route: 'chatView', token: 't', user: demoUser, query: { conversation_id: '3' }, api: server(), ...o },
  );
  await flush();
  return h;
};

const input = (h: Awaited<ReturnType<typeof open>>) => h.getByLabel<HTMLTextAreaElement>('Message');
/** The composer's text box, in any language. */
const composer = (h: Awaited<ReturnType<typeof open>>) =>
  h.container.querySelector('.mp-composer__input') as HTMLTextAreaElement;
const bubbles = (h: Awaited<ReturnType<typeof open>>) =>
  Array.from(h.container.querySelectorAll('.mp-msg__bubble'), (b) => b.textContent);
const posts = (h: Awaited<ReturnType<typeof open>>) =>
  h.calls.filter((c) => c.path === '/m/api/chat/post.php');

async function send(h: Awaited<ReturnType<typeof open>>, text: string) {
  await h.type(composer(h), text);
  await h.click(h.container.querySelector('.mp-composer__send') as HTMLButtonElement);
  await vi.waitFor(() =>
    expect(composer(h).value === '' || h.container.querySelector('.mp-composer__error')).toBeTruthy(),
  );
  await flush();
}

describe('chatView', () => {
  test('signed out: a prompt to sign in that comes back to this chat', async () => {
    const h = await open({ token: null, user: null });
    expect(h.text()).toContain('Sign in to chat');
    await h.click(h.getButton('Bind phone'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', { redirect: '/pages/chatView/chatView' });
    expect(h.calls).toEqual([]);
  });

  test('opens the conversation with a user, oldest first, with read state on mine', async () => {
    const h = await open({ query: { accept_id: '8' } });
    expect(h.calls.slice(0, 2).map((c) => [c.path, c.params])).toEqual([
      ['/m/api/chat/conversation.php', { accept_id: '8' }],
      ['/m/api/chat/history.php', { conversation_id: '3', page: 1, before_id: undefined }],
    ]);
    expect(h.container.querySelector('h1')?.textContent).toBe('wang');
    expect(bubbles(h)).toEqual(['message 1', 'message 2']);
    expect(h.container.querySelector('.mp-msg--mine')?.textContent).toBe('message 2Read');
    expect(h.container.querySelector('.mp-msg__face')?.textContent).toBe('W');
    expect(h.unstyled()).toEqual([]);
  });

  test('draws pictures, order and task cards (tap opens the order), and system messages', async () => {
    const history = [
      msg(8, { kind: 'system', content: '{"key":"chat.system.mystery"}' }),
      sys(7, 'rejected', { by: 'poster', reason: 'too far' }),
      sys(6, 'paid', { price_fen: 5000 }),
      msg(5, { kind: 'order', content: '', goods_order_id: 10, card: null }),
      msg(4, {
        kind: 'task',
        content: 'I can do it today',
        goods_order_id: 9,
        goods_order_task_id: 12,
        card: tapCard,
      }),
      msg(3, { kind: 'order', content: '', goods_order_id: 11, mine: true, sender_id: 7, card: paintCard }),
      msg(2, { kind: 'picture', content: '', pic: 'https://api.test/uploads/p.png' }),
    ];
    const h = await open({ api: server(history) });
    await vi.waitFor(() => expect(h.container.querySelector('.mp-ccard')).not.toBeNull()); // the cards chunk
    expect(h.container.querySelector<HTMLImageElement>('.mp-msg__pic')?.src).toBe(
      'https://api.test/uploads/p.png',
    );
    expect(h.container.querySelector<HTMLImageElement>('.mp-msg__pic')?.alt).toBe('Picture');
    expect(bubbles(h).slice(1)).toEqual([
      'OrderPaint a wallfrom ¥88.00Open',
      'ApplicationFix a tap¥50.00Awaiting replyI can do it todayDecline',
      'OrderThis order is no longer available',
    ]);
    expect(h.container.querySelector<HTMLImageElement>('.mp-ccard__pic')?.src).toBe(
      'https://api.test/uploads/w.png',
    );
    expect(Array.from(h.container.querySelectorAll('.mp-sys'), (s) => s.textContent)).toEqual([
      'The customer paid ¥50.00. The platform holds it until the work is confirmed.Fix a tap',
      'The customer declined the applicationFix a tapReason: too far',
      'System notice',
    ]);
    const cards = Array.from(h.container.querySelectorAll<HTMLButtonElement>('.mp-ccard'));
    await h.click(cards[0] as HTMLButtonElement);
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('orderDetail', { id: 11 });
    await h.click(cards[1] as HTMLButtonElement);
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('orderDetail', { id: 9 });
    expect(h.unstyled()).toEqual([]);
  });

  test.each([
    [
      'en',
      'The customer paid ¥50.00. The platform holds it until the work is confirmed.',
      'The provider proposed a new price: ¥45.00',
      'Reason: plans changed',
    ],
    [
      'es',
      'El cliente pagó ¥50.00. La plataforma lo retiene hasta que se confirme el trabajo.',
      'El proveedor propuso un nuevo precio: ¥45.00',
      'Motivo: plans changed',
    ],
    [
      'fr',
      "Le client a payé ¥50.00. La plateforme le conserve jusqu'à la confirmation du travail.",
      'Le prestataire a proposé un nouveau prix : ¥45.00',
      'Motif : plans changed',
    ],
    [
      'zh-Hans',
      '下单方已付款 ¥50.00，款项由平台托管，确认完成后结算',
      '服务方提出新价格 ¥45.00',
      '理由：plans changed',
    ],
    [
      'zh-Hant',
      '委託方已付款 ¥50.00，款項由平台代管，確認完成後撥款',
      '服務方提出新價格 ¥45.00',
      '理由：plans changed',
    ],
  ])('system messages and card states in %s', async (locale, paid, countered, reason) => {
    const history = [
      sys(7, 'cancel_requested', { by: 'taker', reason: 'plans changed' }),
      sys(6, 'countered', { by: 'taker', price_fen: 4500 }),
      sys(5, 'paid', { price_fen: 5000 }),
      msg(4, {
        kind: 'task',
        content: '',
        goods_order_id: 9,
        goods_order_task_id: 12,
        card: { ...tapCard, status: 'paid' },
      }),
    ];
    const h = await open({ api: server(history) });
    await act(() => h.inst.i18n.setLocale(locale));
    await vi.waitFor(() => expect(h.container.querySelectorAll('.mp-sys')).toHaveLength(3));
    await vi.waitFor(() => expect(h.container.querySelector('.mp-sys__text')?.textContent).toBe(paid));
    const texts = Array.from(h.container.querySelectorAll('.mp-sys__text'), (s) => s.textContent);
    expect(texts[1]).toBe(countered);
    expect(h.container.querySelectorAll('.mp-sys')[2]?.textContent).toContain(reason);
    const state = h.container.querySelector('.mp-ccard__state')?.textContent;
    expect(state).toBe(h.inst.i18n.t('lifecycle.task.paid'));
    expect(state).not.toBe('lifecycle.task.paid');
  });

  test('pages upward with before_id, keeping what was on screen in place', async () => {
    const h = await open();
    const list = h.container.querySelector('.mp-chat__list') as HTMLElement;
    // no layout in the test DOM: 100 px per message, and a scrollTop that keeps what is set
    let top = 0;
    Object.defineProperty(list, 'scrollHeight', { get: () => list.querySelectorAll('.mp-msg').length * 100 });
    Object.defineProperty(list, 'scrollTop', {
      get: () => top,
      set: (v: number) => {
        top = v;
      },
    });
    top = 30;
    await h.click(h.getButton('Earlier messages'));
    expect(h.calls.at(-1)?.params).toEqual({ conversation_id: '3', page: 1, before_id: 1 });
    expect(bubbles(h)).toEqual(['the oldest', 'message 1', 'message 2']);
    expect(top).toBe(130); // the page above pushed the view down by its own height
    expect(h.text()).toContain('This is the start of the conversation');
  });

  test('sends a text with a client key; the draft empties', async () => {
    const h = await open();
    await send(h, '  On my way  ');
    const [post] = posts(h);
    expect(post?.params).toMatchObject({ conversation_id: '3', content: 'On my way' });
    expect(String(post?.params.client_key)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(bubbles(h).at(-1)).toBe('On my way');
    expect(input(h).maxLength).toBe(140);
  });

  test('refuses blocked words on the device, in words that name the rule, and keeps the text', async () => {
    const h = await open();
    await send(h, '加我 v 信 abc123');
    expect(posts(h)).toEqual([]);
    expect(h.container.querySelector('.mp-composer__error')?.textContent).toBe(BLOCKED_WORDS_EN.wechat);
    expect(input(h).value).toBe('加我 v 信 abc123');
  });

  test("refuses in the chat's language, and in the new one after a switch", async () => {
    const h = await open();
    await act(() => h.inst.i18n.setLocale('zh-Hant'));
    await send(h, '加我 v 信 abc123');
    expect(h.container.querySelector('.mp-composer__error')?.textContent).toBe(BLOCKED_WORDS_ZH_HANT.wechat);
    await act(() => h.inst.i18n.setLocale('fr'));
    await send(h, 'casino tonight');
    expect(h.container.querySelector('.mp-composer__error')?.textContent).toBe(BLOCKED_WORDS_FR.gambling);
    expect(posts(h)).toEqual([]);
  });

  test('offline: the message waits, then goes once when the connection returns', async () => {
    const h = await open();
    act(() => h.inst.network.$online.set(false));
    await send(h, 'see you');
    expect(posts(h)).toEqual([]);
    expect(Array.from(h.container.querySelectorAll('.mp-msg--mine')).at(-1)?.textContent).toBe(
      'see youWaiting to send',
    );
    act(() => h.inst.network.$online.set(true));
    await flush();
    await vi.waitFor(() => expect(posts(h)).toHaveLength(1));
    await flush();
    expect(bubbles(h).filter((b) => b === 'see you')).toHaveLength(1);
    expect(h.text()).not.toContain('Waiting to send');
  });

  test('a failed send offers a retry with the same key', async () => {
    let fail = true;
    const api = server();
    const ok = api['/m/api/chat/post.php'] as (p: Record<string, unknown>) => unknown;
    api['/m/api/chat/post.php'] = (p: Record<string, unknown>) =>
      fail ? new ApiError('server', 'Too many messages, slow down') : ok(p);
    const h = await open({ api });
    await send(h, 'hello');
    await flush();
    expect(h.text()).toContain('Too many messages, slow down');
    fail = false;
    await h.click(h.getButton('Retry'));
    await flush();
    const keys = posts(h).map((c) => c.params.client_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(bubbles(h).at(-1)).toBe('hello');
  });

  test('the draft survives leaving the screen', async () => {
    const h = await open();
    await h.type(input(h), 'half a thought');
    toggle(false);
    expect(h.text()).toContain('elsewhere');
    toggle(true);
    await flush();
    expect(input(h).value).toBe('half a thought');
  });

  test('pictures: up to 9 per pick, checked, uploaded with a progress bar, then posted', async () => {
    const h = await open();
    const progress: ((f: number) => void)[] = [];
    const done: (() => void)[] = [];
    h.api.upload = vi.fn(
      (_path: string, _file: Blob, opts: { onProgress?: (f: number) => void }) =>
        new Promise((resolve) => {
          progress.push(opts.onProgress ?? (() => undefined));
          done.push(() => resolve({ url: `https://api.test/uploads/${done.length}.png` }));
        }),
    ) as typeof h.api.upload;
    const picker = h.getByLabel('Send pictures');
    const files = [
      ...Array.from({ length: 10 }, (_, i) => new File(['x'], `p${i}.png`, { type: 'image/png' })),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ];
    Object.defineProperty(picker, 'files', { configurable: true, value: files });
    act(() => {
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await flush();
    expect(h.toasts).toContain(
      `You can send up to ${ALBUM_MAX_IMAGES} pictures at a time; the first ${ALBUM_MAX_IMAGES} are being sent.`,
    );
    expect(h.container.querySelectorAll('.mp-msg--mine .mp-msg__pic')).toHaveLength(ALBUM_MAX_IMAGES);
    expect(h.api.upload).toHaveBeenCalledTimes(1); // one at a time, in order
    act(() => progress[0]?.(0.4));
    const bar = h.container.querySelector<HTMLProgressElement>('progress');
    expect(bar?.getAttribute('aria-label')).toBe('Upload progress');
    expect(bar?.value).toBe(0.4);
    done[0]?.();
    await flush();
    expect(posts(h)[0]?.params).toMatchObject({ pic: 'https://api.test/uploads/1.png', content: '' });
  });

  test('long press: copy a text, delete a message for me', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const h = await open();
    const press = async (text: string) => {
      vi.useFakeTimers();
      const bubble = Array.from(h.container.querySelectorAll('.mp-msg__bubble')).find(
        (b) => b.textContent === text,
      );
      act(() => {
        bubble?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      });
      act(() => {
        vi.advanceTimersByTime(LONG_PRESS_MS);
      });
      vi.useRealTimers();
      await flush();
    };
    await press('message 1');
    expect(h.container.querySelector('[role=dialog]')?.getAttribute('aria-label')).toBe('Message actions');
    await h.click(h.getButton('Copy'));
    expect(writeText).toHaveBeenCalledWith('message 1');
    expect(h.toasts).toContain('Content copied');

    await press('message 2');
    await h.click(h.getButton('Delete'));
    expect(h.calls.at(-1)).toMatchObject({ path: '/m/api/chat/delete.php', params: { chat_id: 2 } });
    expect(bubbles(h)).toEqual(['message 1']);
  });

  test('declines a task card with a reason: required, checked on the device, errors kept inline', async () => {
    const declined = sys(9, 'rejected', { by: 'poster', reason: 'Found someone' });
    let answer: unknown = new ApiError(
      'server',
      'This application has already been answered and can no longer be declined.',
    );
    const h = await open({
      api: {
        ...server([msg(4, { kind: 'task', goods_order_id: 9, goods_order_task_id: 12, card: tapCard })]),
        '/m/api/chat/refuse_order.php': () => answer,
      },
    });
    await vi.waitFor(() => expect(h.container.querySelector('.mp-ccard__refuse')).not.toBeNull());
    await h.click(h.getButton('Decline'));
    const dialog = () => h.container.querySelector('[role=dialog]') as HTMLElement;
    await vi.waitFor(() => expect(dialog()).not.toBeNull()); // its own chunk, fetched now
    expect(dialog().textContent).toContain('Decline this application');
    const decline = () =>
      Array.from(dialog().querySelectorAll('button')).find(
        (b) => b.textContent === 'Decline',
      ) as HTMLButtonElement;
    const reasonField = () => h.getByLabel<HTMLTextAreaElement>('Reason');
    const refusals = () => h.calls.filter((c) => c.path === '/m/api/chat/refuse_order.php');
    await h.click(decline());
    expect(dialog().textContent).toContain('Please give a reason');
    await h.type(reasonField(), '加我 v 信 abc123');
    await h.click(decline());
    await vi.waitFor(() => expect(dialog().textContent).toContain(BLOCKED_WORDS_EN.wechat));
    expect(refusals()).toEqual([]);
    await h.type(reasonField(), 'Found someone');
    await h.click(decline());
    await vi.waitFor(() => expect(refusals()).toHaveLength(1));
    await flush();
    expect(dialog().textContent).toContain('This application has already been answered');
    expect(reasonField().value).toBe('Found someone');
    answer = declined;
    await h.click(decline());
    await vi.waitFor(() => expect(h.container.querySelector('[role=dialog]')).toBeNull());
    expect(refusals().at(-1)?.params).toEqual({ chat_id: 4, content: 'Found someone' });
    // The card says so at once: declined, no button.
    await vi.waitFor(() => expect(h.container.querySelector('.mp-ccard__refuse')).toBeNull());
    expect(h.container.querySelector('.mp-ccard__state')?.textContent).toBe('Declined');
    await vi.waitFor(() =>
      expect(h.text()).toContain('The customer declined the applicationFix a tapReason: Found someone'),
    );
  });

  test('a long press on a card opens its actions without opening the order', async () => {
    const h = await open({
      api: server([msg(4, { kind: 'task', goods_order_id: 9, goods_order_task_id: 12, card: tapCard })]),
    });
    await vi.waitFor(() => expect(h.container.querySelector('.mp-ccard')).not.toBeNull());
    const card = h.container.querySelector('.mp-ccard') as HTMLButtonElement;
    vi.useFakeTimers();
    act(() => {
      card.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS);
    });
    vi.useRealTimers();
    act(() => card.click()); // the click that ends the press
    await flush();
    expect(h.container.querySelector('[role=dialog]')?.getAttribute('aria-label')).toBe('Message actions');
    expect(h.router.navigateTo).not.toHaveBeenCalledWith('orderDetail', expect.anything());
  });

  test('a lifecycle event arriving live refreshes the cards it is about', async () => {
    const api = server([msg(4, { kind: 'task', goods_order_id: 9, goods_order_task_id: 12, card: tapCard })]);
    let fresh: Message[] = [sys(9, 'rejected', { by: 'poster', reason: 'Found someone' })];
    api['/m/api/chat/new.php'] = () => {
      const list = fresh;
      fresh = [];
      return { list, contact_allowed: false };
    };
    const h = await open({ api });
    await vi.waitFor(() => expect(h.container.querySelector('.mp-ccard')).not.toBeNull());
    api['/m/api/chat/history.php'] = page([
      msg(9, { kind: 'system', content: '{}' }),
      msg(4, {
        kind: 'task',
        goods_order_id: 9,
        goods_order_task_id: 12,
        card: { ...tapCard, status: 'rejected', refusable: false },
      }),
    ]);
    act(() => chatHub(h.inst).emit({ type: 'sync' }));
    await vi.waitFor(() =>
      expect(h.container.querySelector('.mp-ccard__state')?.textContent).toBe('Declined'),
    );
    expect(h.container.querySelector('.mp-ccard__refuse')).toBeNull();
  });

  test('no decline on a card the caller may not decline (the taker’s, or one already answered)', async () => {
    const h = await open({
      api: server([
        msg(4, {
          kind: 'task',
          goods_order_id: 9,
          goods_order_task_id: 12,
          card: { ...tapCard, refusable: false },
        }),
      ]),
    });
    await vi.waitFor(() => expect(h.container.querySelector('.mp-ccard')).not.toBeNull());
    expect(h.container.querySelector('.mp-ccard__refuse')).toBeNull();
  });

  test('sends an order card picked in selectOrder: it shows while it goes, once', async () => {
    const h = await open();
    await h.click(h.getButton('Send an order'));
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('selectOrder', { pick: '1' });
    const order = {
      id: 11,
      title: 'Paint a wall',
      pricing_mode: 'quote',
      price_fen: 8800,
      status: 'open',
      pics: ['https://api.test/uploads/w.png'],
    } as Order;
    const [chat] = h.router.$stack.get();
    putPick(h.router, 'order', order);
    act(() => (h.router.$stack as unknown as { set(v: unknown): void }).set([chat]));
    await flush();
    await vi.waitFor(() => expect(posts(h)).toHaveLength(1));
    expect(posts(h)[0]?.params).toMatchObject({ conversation_id: '3', content: '', goods_order_id: 11 });
    expect(String(posts(h)[0]?.params.client_key)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await vi.waitFor(() => expect(bubbles(h).at(-1)).toBe('OrderPaint a wallfrom ¥88.00Open'));
    expect(bubbles(h).filter((b) => b?.includes('Paint a wall'))).toHaveLength(1);
  });

  test('no "send an order" where selectOrder is not part of the app', async () => {
    const h = await open({ built: ['chatView', 'orderDetail'] });
    expect(h.container.querySelector('[aria-label="Send an order"]')).toBeNull();
  });

  test('contact details pass the device check once the server says the two have a paid task', async () => {
    const api = server();
    const plain = api['/m/api/chat/history.php'] as (p: Record<string, unknown>) => object;
    api['/m/api/chat/history.php'] = (p: Record<string, unknown>) => ({ ...plain(p), contact_allowed: true });
    const h = await open({ api });
    await send(h, 'call me on 138 0013 8000');
    expect(posts(h)[0]?.params).toMatchObject({ content: 'call me on 138 0013 8000' });
    const before = await open();
    await send(before, 'call me on 138 0013 8000');
    expect(posts(before)).toEqual([]);
    expect(before.container.querySelector('.mp-composer__error')?.textContent).toBe(BLOCKED_WORDS_EN.phone);
  });

  test('live: a message from the peer is fetched through new.php (marking it read); sync catches up', async () => {
    const api = server([msg(2, { mine: true, sender_id: 7, read: false }), msg(1)]);
    let fresh: Message[] = [msg(7, { content: 'are you there?' })];
    api['/m/api/chat/new.php'] = () => {
      const list = fresh;
      fresh = [];
      return { list };
    };
    const h = await open({ api });
    const states = () => Array.from(h.container.querySelectorAll('.mp-msg__state'), (s) => s.textContent);
    expect(states()).toEqual(['Unread']);
    const hub = chatHub(h.inst);
    act(() => hub.emit({ type: 'message', message: msg(7, { content: 'are you there?' }) }));
    await flush();
    expect(h.calls.at(-1)).toMatchObject({
      path: '/m/api/chat/new.php',
      params: { conversation_id: '3', after_id: 2 },
    });
    expect(bubbles(h).at(-1)).toBe('are you there?');
    expect(states()).toEqual(['Read']); // they replied after opening the conversation
    act(() => hub.emit({ type: 'message', message: msg(50, { conversation_id: 4 }) })); // another chat
    act(() => hub.emit({ type: 'sync' }));
    await flush();
    expect(h.calls.at(-1)).toMatchObject({ path: '/m/api/chat/new.php', params: { after_id: 7 } });
    expect(bubbles(h)).toEqual(['message 1', 'message 2', 'are you there?']);
  });

  test('offline on open: says so, and loads when the connection returns', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const api = server();
    const history = api['/m/api/chat/history.php'];
    api['/m/api/chat/history.php'] = new ApiError('network', 'Network Error');
    const h = await open({ api });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    vi.unstubAllGlobals();
    api['/m/api/chat/history.php'] = history;
    act(() => {
      h.inst.network.$online.set(false);
      h.inst.network.$online.set(true);
    });
    await flush();
    expect(bubbles(h)).toEqual(['message 1', 'message 2']);
  });
});
