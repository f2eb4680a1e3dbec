import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Address, Category } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { type Instance, useInstance } from '../../../app/context';
import { type ComponentChildren, useState } from '../../../lib/preact';
import { memoryStorage } from '../../../lib/storage';
import { BLOCKED_WORDS_EN } from '../../../rules/blocked-words.messages';
import { createGuides, type GuidesStore } from '../../../stores/guides';
import { createUserData } from '../../../stores/user-data';
import { putPick } from '../../../ui/picks';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import DeliverOrder from './deliverOrder';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
});

const categories: Category[] = [
  {
    id: 1,
    name: 'Home repair',
    icon: 'https://api.test/assets/categories/repair.svg',
    parent_id: 0,
    sort: 1,
  },
  { id: 2, name: 'Cleaning', icon: 'https://api.test/assets/categories/cleaning.svg', parent_id: 0, sort: 2 },
];
const home: Address = {
  id: 5,
  name: 'Han Meimei',
  tel: '13912345678',
  region: 'Shanghai Huangpu',
  detail: 'Nanjing East Road 100',
  longitude: 121.47,
  latitude: 31.23,
  is_default: true,
};
const office: Address = {
  ...home,
  id: 6,
  region: 'Shanghai Pudong',
  detail: 'Century Avenue 8',
  is_default: false,
};

/** The harness instance has no user data or guide flags: give it real ones (the guide seen, unless told). */
let guides: GuidesStore;
function WithSession({ children }: { children: ComponentChildren }) {
  const inst = useInstance() as Instance;
  if (!inst.userData) {
    Object.assign(inst, { userData: createUserData() });
    Object.assign(inst.session, { guides: () => Promise.resolve(guides) });
  }
  return <>{children}</>;
}

/** Lets a test leave the screen and come back within the same instance. */
let toggle: (on: boolean) => void = () => undefined;
function Toggle() {
  const [on, setOn] = useState(true);
  toggle = (v) => act(() => setOn(v));
  return on ? <DeliverOrder /> : <p>elsewhere</p>;
}

const server = (over: Record<string, unknown> = {}) => ({
  '/api/address/list': [office, home],
  '/api/goods/categorize': categories,
  '/api/goods_order/create': { id: 42 },
  '/api/user.Coupon/createOrderShow': [],
  ...over,
});

async function open(o: Parameters<typeof mount>[1] & { guideSeen?: boolean } = {}) {
  guides = createGuides(memoryStorage());
  if (o.guideSeen !== false) guides.setGuide('deliver_guide', true);
  const h = mount(
    <WithSession>
      <Toggle />
    </WithSession>,
    { route: 'deliverOrder', token: 't', user: demoUser, api: server(), ...o },
  );
  await settle();
  return h;
}
type H = Awaited<ReturnType<typeof open>>;

/** The form's chunk and the first calls take a few rounds. */
async function settle() {
  for (let i = 0; i < 4; i++) {
    await flush();
    await act(() => new Promise((r) => setTimeout(r, 0)));
  }
}

const creates = (h: H) => h.calls.filter((c) => c.path === '/api/goods_order/create');
const errors = (h: H) => Array.from(h.container.querySelectorAll('.mp-field__error'), (e) => e.textContent);

/** Fills every field validly (the category and address through their pickers). */
async function fill(h: H) {
  pick(h, 'category', categories[1]);
  await flush();
  await h.type(h.getByLabel('Title'), 'Clean a two-room flat');
  await h.type(h.getByLabel<HTMLTextAreaElement>('Description'), 'Windows too. Bring a ladder.');
  await h.type(h.getByLabel('People needed'), '2');
  await h.type(h.getByLabel('Price (yuan)'), '120.5');
}

/** What a picker page does: leave a value and go back to this page. */
function pick(h: H, kind: 'category' | 'address', value: unknown) {
  act(() => {
    putPick(h.router, kind, value);
    (h.router.$stack as unknown as { set(v: unknown): void }).set(h.router.$stack.get().slice(0, 1)); // back on this page
  });
}

async function publish(h: H) {
  await h.click(h.getButton('Publish'));
  await settle();
}

describe('deliverOrder', () => {
  test('signed out: a prompt to sign in that comes back here', async () => {
    const h = await open({ token: null, user: null });
    expect(h.text()).toContain('Sign in to post a task');
    await h.click(h.getButton('Bind phone'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pages/deliverOrder/deliverOrder',
    });
    expect(h.calls).toEqual([]);
  });

  test('opens with the default address and the category of ?goods_categorize_id=', async () => {
    const h = await open({ query: { goods_categorize_id: '2' } });
    expect(h.calls.map((c) => [c.method, c.path, c.silent])).toEqual([
      ['GET', '/api/address/list', true],
      ['GET', '/api/goods/categorize', true],
      ['GET', '/api/user.Coupon/createOrderShow', true], // the coupons to claim, for the category and place
    ]);
    expect(h.calls[2]?.params).toEqual({ goods_categorize_id: 2, longitude: 121.47, latitude: 31.23 });
    expect(h.text()).toContain('No coupon to claim for this category.');
    expect(h.getButton('Cleaning')).toBeTruthy();
    expect(h.getButton('Shanghai Huangpu Nanjing East Road 100')).toBeTruthy();
    expect(h.getByLabel('People needed').value).toBe('1');
    expect(h.container.querySelector('[role=dialog]')).toBeNull(); // the guide was seen before
    expect(h.unstyled()).toEqual([]);
  });

  test('an address made on the way is asked about with its place; a coupon claimed there stays claimed', async () => {
    const made: Address = { ...office, id: 9, longitude: 116.4, latitude: 39.9 };
    let held = 0;
    const h = await open({
      api: server({
        '/api/address/list': [],
        '/api/user.Coupon/createOrderShow': (p: Record<string, unknown>) =>
          p.longitude === 116.4
            ? [
                {
                  id: 3,
                  name: 'Beijing cleaning',
                  amount_fen: 1000,
                  min_spend_fen: 0,
                  receive_type: 'claim',
                  category_ids: [2],
                  valid_from: null,
                  valid_until: null,
                  valid_days: 14,
                  stock_left: null,
                  per_person_limit: 1,
                  received: held,
                  can_receive: held === 0,
                },
              ]
            : [],
        '/api/coupon/getOrderCoupon': () => {
          held = 1;
          return { id: 70 };
        },
      }),
    });
    pick(h, 'category', categories[1]);
    await settle();
    expect(h.calls.filter((c) => c.path === '/api/user.Coupon/createOrderShow').map((c) => c.params)).toEqual(
      [{ goods_categorize_id: 2 }],
    );
    pick(h, 'address', made); // manageAddress -> editAddress -> back with the new one
    await settle();
    expect(h.calls.at(-1)?.params).toEqual({ goods_categorize_id: 2, longitude: 116.4, latitude: 39.9 });
    await h.click(h.getButton('Claim'));
    await settle();
    expect(h.calls.filter((c) => c.path === '/api/coupon/getOrderCoupon').map((c) => c.params)).toEqual([
      { coupon_id: 3 },
    ]);
    expect(h.text()).toContain('Claimed');
    expect(h.toasts).toEqual(['Coupon claimed: Beijing cleaning']);
  });

  test('every field says what is wrong, in its place, and nothing typed is lost or sent', async () => {
    const h = await open({ api: server({ '/api/address/list': [] }) });
    await h.type(h.getByLabel('People needed'), '');
    await publish(h);
    expect(errors(h)).toEqual([
      'Choose a category for the task.',
      'Enter a title.',
      'Describe the task.',
      'Choose where the task takes place.',
      'Enter a number of people from 1 to 99.',
      'Enter an amount in yuan, like 50 or 49.90.',
    ]);
    expect(h.text()).toContain('Some fields need your attention: see the messages in red.');

    await h.type(h.getByLabel('Title'), 'x'.repeat(41));
    await h.type(h.getByLabel<HTMLTextAreaElement>('Description'), 'y'.repeat(141));
    await h.type(h.getByLabel('People needed'), '100');
    await h.type(h.getByLabel('Price (yuan)'), '12.345');
    await publish(h);
    expect(errors(h)).toEqual([
      'Choose a category for the task.',
      'The title can be at most 40 characters.',
      'The description can be at most 140 characters.',
      'Choose where the task takes place.',
      'Enter a number of people from 1 to 99.',
      'Enter an amount in yuan, like 50 or 49.90.',
    ]);
    await h.type(h.getByLabel('People needed'), '0');
    await h.type(h.getByLabel('Price (yuan)'), '0.99');
    await publish(h);
    expect(errors(h).slice(-2)).toEqual([
      'Enter a number of people from 1 to 99.',
      'The price must be between ¥1.00 and ¥1000000.00.',
    ]);
    expect(h.getByLabel('Title').value).toBe('x'.repeat(41));
    expect(h.getByLabel('Price (yuan)').value).toBe('0.99');
    expect(creates(h)).toEqual([]);
    // Typing in a field clears its message only; so does a pick on another page.
    await h.type(h.getByLabel('Price (yuan)'), '5');
    expect(errors(h)).toHaveLength(5);
    pick(h, 'category', categories[0]);
    await flush();
    expect(errors(h)).toHaveLength(4);
    expect(errors(h)[0]).toBe('The title can be at most 40 characters.');
  });

  test('title and description pass the blocked words first, with the reason in place', async () => {
    const h = await open();
    await fill(h);
    await h.type(h.getByLabel('Title'), 'Cheap gambling tips');
    await h.type(h.getByLabel<HTMLTextAreaElement>('Description'), 'Add me on wechat abc12345');
    await publish(h);
    expect(errors(h)).toEqual([BLOCKED_WORDS_EN.gambling, BLOCKED_WORDS_EN.wechat]);
    expect(creates(h)).toEqual([]);
  });

  test('publishes once however often it is tapped, with the draft key, then opens the order', async () => {
    const h = await open();
    await fill(h);
    await h.click(h.container.querySelector('input[value=quote]') as HTMLInputElement);
    expect(h.getByLabel('Starting price (yuan)').value).toBe('120.5');
    const button = h.getButton('Publish');
    await act(() => {
      button.click();
      button.click();
    });
    await settle();
    await h.click(button);
    await settle();
    expect(creates(h)).toHaveLength(1);
    const params = creates(h)[0]?.params ?? {};
    expect(params).toMatchObject({
      goods_categorize_id: 2,
      title: 'Clean a two-room flat',
      description: 'Windows too. Bring a ladder.',
      pics: '',
      address_id: 5,
      headcount: 2,
      price_fen: 12050,
      pricing_mode: 'quote',
    });
    expect(params.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const when = new Date((params.service_time as number) * 1000);
    expect([when.getHours(), when.getMinutes()]).toEqual([9, 0]);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(when.toDateString()).toBe(tomorrow.toDateString()); // the default: tomorrow at nine
    expect(creates(h)[0]?.silent).toBe(true);
    expect(h.router.redirectTo).toHaveBeenCalledWith('orderDetail', { id: 42 });
    // The draft is gone: coming back starts afresh.
    toggle(false);
    toggle(true);
    await settle();
    expect(h.getByLabel('Title').value).toBe('');
  });

  test('a refusal shows the server words in place; the retry keeps the key and everything typed', async () => {
    let answer: unknown = new ApiError('server', 'This address does not exist.', 400);
    const h = await open({ api: server({ '/api/goods_order/create': () => answer }) });
    await fill(h);
    await publish(h);
    expect(h.container.querySelector('.mp-oform__error')?.textContent).toBe('This address does not exist.');
    expect(h.toasts).toEqual([]);
    expect(h.getByLabel('Title').value).toBe('Clean a two-room flat');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    answer = new ApiError('network', 'Network Error');
    await publish(h);
    expect(h.container.querySelector('.mp-oform__error')?.textContent).toBe(
      'Network signal lost. Check your connection.',
    );
    vi.unstubAllGlobals();
    answer = { id: 43 };
    await publish(h);
    const keys = creates(h).map((c) => c.params.idempotency_key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(h.router.redirectTo).toHaveBeenCalledWith('orderDetail', { id: 43 });
  });

  test('the draft survives leaving the screen, and a reload in hash mode, for its user only', async () => {
    const options = { routing: 'hash' as const, base: '/web/' };
    const h = await open({ options });
    await fill(h);
    toggle(false);
    expect(h.text()).toContain('elsewhere');
    toggle(true);
    await settle();
    expect(h.getByLabel('Title').value).toBe('Clean a two-room flat');
    expect(h.getButton('Cleaning')).toBeTruthy();
    h.unmount();

    const again = await open({ options });
    expect(again.getByLabel('Title').value).toBe('Clean a two-room flat');
    expect(again.getByLabel('Price (yuan)').value).toBe('120.5');
    again.unmount();

    const other = await open({ options, user: { ...demoUser, id: 8 } });
    expect(other.getByLabel('Title').value).toBe('');
  });

  test('signing out forgets the draft', async () => {
    const h = await open();
    await h.type(h.getByLabel('Title'), 'Secret plans');
    act(() => (h.inst as Instance).userData.clear());
    toggle(false);
    toggle(true);
    await settle();
    expect(h.getByLabel('Title').value).toBe('');
  });

  test('photos upload one by one with progress; a failed one retries without losing the others', async () => {
    const h = await open();
    await fill(h);
    const pending: { progress: (f: number) => void; done: (v: unknown) => void }[] = [];
    h.api.upload = vi.fn(
      (_path: string, _file: Blob, opts: { onProgress?: (f: number) => void }) =>
        new Promise((resolve, reject) =>
          pending.push({
            progress: opts.onProgress ?? (() => undefined),
            done: (v) => (v instanceof Error ? reject(v) : resolve(v)),
          }),
        ),
    ) as typeof h.api.upload;
    const picker = h.getByLabel('Add photos');
    const files = [
      new File(['x'], 'a.png', { type: 'image/png' }),
      new File(['x'], 'b.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ];
    Object.defineProperty(picker, 'files', { configurable: true, value: files });
    act(() => {
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await flush();
    expect(errors(h)).toEqual(['Only JPEG, PNG, GIF or WebP pictures up to 5 MB can be added.']);
    expect(h.container.querySelectorAll('.mp-oform__photo')).toHaveLength(2);
    expect(h.text()).toContain('Photos (2/9, optional)');
    expect(h.api.upload).toHaveBeenCalledTimes(1);
    act(() => pending[0]?.progress(0.4));
    const bar = h.container.querySelector<HTMLProgressElement>('progress');
    expect(bar?.getAttribute('aria-label')).toBe('Uploading photo 1');
    expect(bar?.value).toBe(0.4);
    expect(h.text()).toContain('Waiting…');

    await publish(h);
    expect(errors(h)).toContain('Wait until the photos finish uploading.');
    expect(creates(h)).toEqual([]);

    pending[0]?.done(new ApiError('server', 'The picture could not be read.', 400));
    await settle();
    pending[1]?.done({ url: 'https://api.test/uploads/b.jpg' });
    await settle();
    expect(errors(h)).toContain('Photo 1 was not uploaded: The picture could not be read.');
    await publish(h);
    expect(errors(h)).toContain('Some photos were not uploaded: retry or remove them.');
    await h.click(h.getButton('Retry photo 1'));
    expect(h.api.upload).toHaveBeenCalledTimes(3);
    pending[2]?.done({ url: 'https://api.test/uploads/a.png' });
    await settle();
    expect(h.container.querySelectorAll('.mp-oform__photo img')).toHaveLength(2);
    await publish(h);
    expect(creates(h)[0]?.params.pics).toBe('https://api.test/uploads/a.png,https://api.test/uploads/b.jpg');
  });

  test('category and address come back from selectProject and manageAddress', async () => {
    const h = await open();
    await h.click(h.getButton('Choose a category'));
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('selectProject', { pick: '1' });
    pick(h, 'category', categories[0]);
    await flush();
    await h.click(h.getButton('Home repair'));
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('selectProject', { pick: '1', selected: '1' });
    await h.click(h.getButton('Shanghai Huangpu Nanjing East Road 100'));
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('manageAddress', { pick: '1' });
    pick(h, 'address', office);
    await flush();
    expect(h.getButton('Shanghai Pudong Century Avenue 8')).toBeTruthy();
  });

  test('the guide explains the steps once', async () => {
    const h = await open({ guideSeen: false });
    const dialog = h.container.querySelector('[role=dialog]');
    expect(dialog?.textContent).toContain('Posting a task');
    expect(dialog?.querySelectorAll('li')).toHaveLength(4);
    await h.click(h.getButton('Got it'));
    expect(h.container.querySelector('[role=dialog]')).toBeNull();
    expect(guides.$guides.get().deliver_guide).toBe(true);
    toggle(false);
    toggle(true);
    await settle();
    expect(h.container.querySelector('[role=dialog]')).toBeNull();
  });

  test('a time that passed while the form was open is moved and explained, not sent', async () => {
    const h = await open();
    await fill(h);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 86_400_000);
    await publish(h);
    const hint = h.container.querySelector('.mp-oform__hint[role=alert]')?.textContent ?? '';
    expect(hint).toMatch(
      /^Moved to \d{4}-\d\d-\d\d \d\d:\d\d: the service time must be after now and within a year\.$/,
    );
    expect(creates(h)).toEqual([]);
    await publish(h);
    expect(creates(h)).toHaveLength(1);
  });

  test('addresses that fail to load leave the address to pick; offline says so when publishing', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const h = await open({
      api: server({
        '/api/address/list': new ApiError('network', 'Network Error'),
        '/api/goods_order/create': new ApiError('network', 'Network Error'),
      }),
    });
    expect(h.getButton('Choose an address')).toBeTruthy();
    await fill(h);
    pick(h, 'address', home);
    await flush();
    await publish(h);
    expect(h.container.querySelector('.mp-oform__error')?.textContent).toBe(
      'Network signal lost. Check your connection.',
    );
  });
});
