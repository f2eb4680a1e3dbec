import type { WritableAtom } from 'nanostores';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Address } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import type { PageEntry } from '../../../router/router';
import { putPick } from '../../../ui/picks';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import EditAddress from './editAddress';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const HOME: Address = {
  id: 3,
  name: 'Li Lei',
  tel: '13912345678',
  region: 'Shanghai Xuhui',
  detail: 'Caoxi Road 88',
  longitude: 121.4365,
  latitude: 31.188,
  is_default: true,
};
const OFFICE: Address = { ...HOME, id: 4, detail: 'Office tower B', is_default: false };

type Harness = ReturnType<typeof mount>;

const open = async (o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<EditAddress />, { route: 'editAddress', below: ['manageAddress'], token: 't', ...o });
  await flush();
  return h;
};
const field = (h: Harness, label: string) => h.getByLabel(label);
const fill = async (h: Harness, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await h.type(field(h, label), value);
};
const errorsOf = (h: Harness) =>
  Array.from(h.container.querySelectorAll('.mp-field__error')).map((e) => e.textContent);

/** What selectMap does: leaves a location, then its page closes and this one is on top again. */
async function pickOnMap(h: Harness, location: Record<string, unknown>) {
  const stack = h.router.$stack as WritableAtom<PageEntry[]>;
  const entries = stack.get();
  const below = entries.slice(0, entries.findIndex((e) => e.name === 'editAddress') + 1);
  act(() =>
    stack.set([...below, { key: 98, name: 'selectMap', path: '/pages/selectMap/selectMap', query: {} }]),
  );
  putPick(h.router, 'location', location);
  act(() => stack.set(below));
  await flush();
}

describe('editAddress: a new address', () => {
  test('starts blank with the user’s own number, and draws only styled classes', async () => {
    const h = await open({ user: demoUser });
    expect(h.getByText('New address').tagName).toBe('H1');
    expect(field(h, 'Contact name').value).toBe('');
    expect(field(h, 'Mobile number').value).toBe(demoUser.tel);
    expect(h.text()).toContain('Pick the place on the map');
    // Only whether this is the user's first address, quietly: the form does not wait for it.
    expect(h.calls).toEqual([{ method: 'GET', path: '/api/address/list', params: {}, silent: true }]);
    expect(h.unstyled()).toEqual([]);
  });

  test('the first address: the default switch shows on, locked, and says why; it is saved as the default', async () => {
    const h = await open({ api: { '/api/address/list': [], '/api/address/save': { ...HOME, id: 9 } } });
    const toggle = h.getByLabel('Default address');
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const hint = h.getByText('Your first address becomes the default.');
    expect(toggle.getAttribute('aria-describedby')).toBe(hint.id);
    await fill(h, {
      'Contact name': 'Li Lei',
      'Mobile number': '13912345678',
      Area: 'A',
      'Street and number': 'B',
    });
    await pickOnMap(h, { longitude: 121.4365, latitude: 31.188 });
    await h.click(h.getButton('Save'));
    expect(h.calls.at(-1)?.params).toMatchObject({ is_default: 1 });
    expect(h.unstyled()).toEqual([]);
  });

  test('with addresses already, or when the list cannot be read, the switch is the user’s', async () => {
    const h = await open({ api: { '/api/address/list': [HOME] } });
    expect(h.getByLabel('Default address').checked).toBe(false);
    expect(h.getByLabel('Default address').disabled).toBe(false);
    expect(h.text()).not.toContain('Your first address becomes the default.');
    const offline = await open({ api: { '/api/address/list': new ApiError('network', 'Network Error') } });
    expect(offline.getByLabel('Default address').disabled).toBe(false);
    expect(offline.toasts).toEqual([]);
  });

  test('every bad field says what is wrong, inline, and nothing is sent', async () => {
    const h = await open();
    await fill(h, { 'Mobile number': '12345', 'Street and number': 'x'.repeat(61) });
    await h.click(h.getButton('Save'));
    expect(errorsOf(h)).toEqual([
      'Enter a name of 1 to 20 characters',
      'Enter a valid 11-digit mobile number',
      'Pick the place on the map so takers can find it',
      'Enter the area, 1 to 60 characters',
      'Enter the street and number, 1 to 60 characters', // maxLength stops it in a browser; a paste may not
    ]);
    expect(field(h, 'Mobile number').value).toBe('12345');
    expect(h.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(h.unstyled()).toEqual([]);
  });

  test('the map opens in pick mode, and its pick fills the area and street without losing typing', async () => {
    const h = await open();
    await h.click(h.getButton('Pick the place on the map'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('selectMap', { pick: '1' });

    await fill(h, { 'Street and number': 'Room 301' });
    await pickOnMap(h, {
      longitude: 121.4737,
      latitude: 31.2304,
      region: '上海市黄浦区',
      detail: '人民大道200号',
    });
    expect(field(h, 'Area').value).toBe('上海市黄浦区');
    expect(field(h, 'Street and number').value).toBe('Room 301'); // typed: kept
    expect(h.text()).toContain('31.23040°N 121.47370°E');

    // a second pick replaces what the first one filled in, and the map opens where it was
    await pickOnMap(h, { longitude: 121.48, latitude: 31.24, region: '上海市静安区' });
    expect(field(h, 'Area').value).toBe('上海市静安区');
    await h.click(h.getButton('31.24000°N 121.48000°E Change'));
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('selectMap', {
      pick: '1',
      longitude: 121.48,
      latitude: 31.24,
    });
  });

  test('a pick without an address (the maps service offline) leaves the fields to the user', async () => {
    const h = await open();
    await pickOnMap(h, { longitude: 121.4737, latitude: 31.2304 });
    expect(field(h, 'Area').value).toBe('');
    expect(h.text()).toContain('31.23040°N 121.47370°E');
  });

  test('saves quietly with every field, then goes back', async () => {
    const h = await open({ api: { '/api/address/list': [OFFICE], '/api/address/save': { ...HOME, id: 9 } } });
    await fill(h, {
      'Contact name': ' Li Lei ',
      'Mobile number': '13912345678',
      Area: 'Shanghai Xuhui',
      'Street and number': 'Caoxi Road 88',
    });
    await pickOnMap(h, { longitude: 121.4365, latitude: 31.188 });
    await h.click(h.getByLabel('Default address'));
    await h.click(h.getButton('Save'));
    expect(h.calls).toEqual([
      { method: 'GET', path: '/api/address/list', params: {}, silent: true },
      {
        method: 'POST',
        path: '/api/address/save',
        silent: true,
        params: {
          name: 'Li Lei',
          tel: '13912345678',
          region: 'Shanghai Xuhui',
          detail: 'Caoxi Road 88',
          longitude: 121.4365,
          latitude: 31.188,
          is_default: 1,
        },
      },
    ]);
    expect(h.toasts).toEqual(['Address saved']);
    expect(h.router.navigateBack).toHaveBeenCalled();
  });

  test('a refused save shows the server’s reason and keeps everything typed', async () => {
    const h = await open({
      api: {
        '/api/address/save': new ApiError(
          'server',
          'You can keep at most 20 addresses. Please delete one first.',
          400,
        ),
      },
    });
    await fill(h, {
      'Contact name': 'Li Lei',
      'Mobile number': '13912345678',
      Area: 'A',
      'Street and number': 'B',
    });
    await pickOnMap(h, { longitude: 121.4365, latitude: 31.188 });
    await h.click(h.getButton('Save'));
    expect(h.container.querySelector('[role=alert]')?.textContent).toBe(
      'You can keep at most 20 addresses. Please delete one first.',
    );
    expect(field(h, 'Contact name').value).toBe('Li Lei');
    expect(field(h, 'Street and number').value).toBe('B');
    expect(h.router.navigateBack).not.toHaveBeenCalled();
    expect(h.toasts).toEqual([]);
  });

  test('offline, the save says the network is lost', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const h = await open({ api: { '/api/address/save': new ApiError('network', 'Network Error') } });
    await fill(h, {
      'Contact name': 'Li Lei',
      'Mobile number': '13912345678',
      Area: 'A',
      'Street and number': 'B',
    });
    await pickOnMap(h, { longitude: 121.4365, latitude: 31.188 });
    await h.click(h.getButton('Save'));
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    expect(field(h, 'Area').value).toBe('A');
  });
});

describe('editAddress: an existing address', () => {
  test('loads it into the form; the default stays the default', async () => {
    const h = await open({
      query: { id: '3' },
      api: { '/api/address/list': [HOME, OFFICE], '/api/address/save': HOME },
    });
    expect(h.getByText('Edit address').tagName).toBe('H1');
    expect(field(h, 'Contact name').value).toBe('Li Lei');
    expect(field(h, 'Street and number').value).toBe('Caoxi Road 88');
    const toggle = h.getByLabel('Default address');
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    expect(h.text()).toContain('To change it, make another address the default.');
    await h.type(field(h, 'Street and number'), 'Caoxi Road 90');
    await h.click(h.getButton('Save'));
    expect(h.calls.at(-1)?.params).toEqual({
      id: 3,
      name: 'Li Lei',
      tel: '13912345678',
      region: 'Shanghai Xuhui',
      detail: 'Caoxi Road 90',
      longitude: 121.4365,
      latitude: 31.188,
      is_default: 1,
    });
    expect(h.unstyled()).toEqual([]);
  });

  test('another address can become the default', async () => {
    const h = await open({ query: { id: '4' }, api: { '/api/address/list': [HOME, OFFICE] } });
    const toggle = h.getByLabel('Default address');
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(false);
  });

  test('an address that is gone says so', async () => {
    const h = await open({ query: { id: '77' }, api: { '/api/address/list': [HOME] } });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain(
      'This address no longer exists.',
    );
  });

  test('a failed load shows the error, and Retry loads again', async () => {
    let fail = true;
    const h = await open({
      query: { id: '3' },
      api: {
        '/api/address/list': () => (fail ? new ApiError('timeout', 'timeout of 30000 ms exceeded') : [HOME]),
      },
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('timeout of 30000 ms exceeded');
    fail = false;
    await h.click(h.getButton('Retry'));
    expect(field(h, 'Contact name').value).toBe('Li Lei');
  });

  test('shows a spinner while it loads', () => {
    const h = mount(<EditAddress />, {
      route: 'editAddress',
      query: { id: '3' },
      api: { '/api/address/list': () => new Promise(() => {}) },
    });
    expect(h.container.querySelector('[role=status]')).not.toBeNull();
  });
});
