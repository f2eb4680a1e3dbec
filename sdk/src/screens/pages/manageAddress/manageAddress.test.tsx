import type { WritableAtom } from 'nanostores';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ADDRESS_MAX } from '../../../api/endpoints/addresses';
import type { Address } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import type { PageEntry } from '../../../router/router';
import { takePick } from '../../../ui/picks';
import { flush, mount } from '../../../ui/test-utils';
import ManageAddress from './manageAddress';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const HOME: Address = {
  id: 3,
  name: 'Li Lei',
  tel: '13912345678',
  region: 'Shanghai Xuhui',
  detail: 'Caoxi Road 88, room 301',
  longitude: 121.4365,
  latitude: 31.188,
  is_default: true,
};
const OFFICE: Address = { ...HOME, id: 2, name: 'Han Meimei', detail: 'Office tower B', is_default: false };

const open = async (api: Record<string, unknown>, query: Record<string, string> = {}) => {
  const h = mount(<ManageAddress />, {
    route: 'manageAddress',
    below: ['personCenter'],
    query,
    api,
    token: 't',
  });
  await flush();
  return h;
};
const gets = (h: Awaited<ReturnType<typeof open>>) =>
  h.calls.filter((c) => c.path === '/api/address/list').length;

describe('manageAddress', () => {
  test('shows a spinner, then the addresses with the default first and marked', async () => {
    const h = mount(<ManageAddress />, {
      route: 'manageAddress',
      api: { '/api/address/list': [HOME, OFFICE] },
    });
    expect(h.container.querySelector('[role=status]')?.textContent).toContain('loading');
    await flush();
    const cards = Array.from(h.container.querySelectorAll('.mp-addr'));
    expect(cards.map((c) => c.querySelector('strong')?.textContent)).toEqual(['Li Lei', 'Han Meimei']);
    expect(cards[0]?.textContent).toContain('Default');
    expect(cards[1]?.textContent).not.toContain('Default');
    expect(cards[0]?.textContent).toContain('Shanghai Xuhui Caoxi Road 88, room 301');
    // the default has no "Set as default"
    expect(cards[0]?.textContent).not.toContain('Set as default');
    expect(cards[1]?.textContent).toContain('Set as default');
    expect(h.unstyled()).toEqual([]);
  });

  test('empty: says so and offers to add one', async () => {
    const h = await open({ '/api/address/list': [] });
    expect(h.text()).toContain('No addresses yet');
    await h.click(h.getButton('Add address'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('editAddress');
    expect(h.unstyled()).toEqual([]);
  });

  test('a failed load shows the error, and Retry loads again', async () => {
    let fail = true;
    const h = await open({
      '/api/address/list': () => (fail ? new ApiError('server', 'Please sign in again') : [HOME]),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Please sign in again');
    fail = false;
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Li Lei');
    expect(gets(h)).toBe(2);
  });

  test('offline: says the network is lost', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const h = await open({ '/api/address/list': new ApiError('network', 'Network Error') });
    expect(h.text()).toContain('Network signal lost');
    expect(h.getButton('Retry')).toBeTruthy();
  });

  test('a tap opens the address to edit', async () => {
    const h = await open({ '/api/address/list': [HOME, OFFICE] });
    await h.click(h.container.querySelectorAll('.mp-addr__main')[1] as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('editAddress', { id: 2 });
    await h.click(h.getButton('Add address'));
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('editAddress');
  });

  test('in pick mode a tap hands the address back to the page below', async () => {
    const h = await open({ '/api/address/list': [HOME, OFFICE] }, { pick: '1' });
    expect(h.getByText('Choose an address').tagName).toBe('H1');
    expect(h.text()).toContain('Tap an address to use it.');
    await h.click(h.container.querySelectorAll('.mp-addr__main')[1] as Element);
    expect(h.router.navigateBack).toHaveBeenCalled();
    expect(h.router.navigateTo).not.toHaveBeenCalled();
    expect(takePick(h.router, 'address')).toEqual(OFFICE);
  });

  test('deletes only after confirming, then reloads the list', async () => {
    let list = [HOME, OFFICE];
    const h = await open({
      '/api/address/list': () => list,
      '/api/address/delete': () => {
        list = [HOME];
        return null;
      },
    });
    const deleteOffice = h.container.querySelectorAll('.mp-addr__del')[1] as Element;
    await h.click(deleteOffice);
    const dialog = h.container.querySelector('[role=dialog]') as HTMLElement;
    expect(dialog.textContent).toContain('Delete this address?');
    expect(dialog.textContent).toContain('Han Meimei Shanghai Xuhui Office tower B');
    await h.click(h.getButton('Cancel'));
    expect(h.container.querySelector('[role=dialog]')).toBeNull();
    expect(h.calls.some((c) => c.path === '/api/address/delete')).toBe(false);

    await h.click(deleteOffice);
    const confirm = h.container.querySelector('[role=dialog] .mp-btn--danger') as HTMLElement;
    await h.click(confirm);
    expect(h.calls.find((c) => c.path === '/api/address/delete')).toMatchObject({
      method: 'POST',
      params: { id: 2 },
    });
    expect(h.toasts).toContain('Address deleted');
    expect(h.container.querySelectorAll('.mp-addr')).toHaveLength(1);
    expect(h.container.querySelector('[role=dialog]')).toBeNull();
  });

  test('a refused delete keeps the list (the transport toasts why)', async () => {
    const h = await open({
      '/api/address/list': [HOME, OFFICE],
      '/api/address/delete': new ApiError('server', 'This address does not exist.', 404),
    });
    await h.click(h.container.querySelectorAll('.mp-addr__del')[1] as Element);
    await h.click(h.container.querySelector('[role=dialog] .mp-btn--danger') as Element);
    expect(h.container.querySelectorAll('.mp-addr')).toHaveLength(2);
    expect(h.toasts).not.toContain('Address deleted');
  });

  test('makes another address the default', async () => {
    let list = [HOME, OFFICE];
    const h = await open({
      '/api/address/list': () => list,
      '/api/address/default': () => {
        list = [
          { ...OFFICE, is_default: true },
          { ...HOME, is_default: false },
        ];
        return list[0];
      },
    });
    await h.click(h.getButton('Set as default'));
    expect(h.calls.find((c) => c.path === '/api/address/default')).toMatchObject({
      method: 'POST',
      params: { id: 2 },
    });
    expect(h.toasts).toContain('Default address updated');
    expect(h.container.querySelector('.mp-addr strong')?.textContent).toBe('Han Meimei');
  });

  test(`explains the limit of ${ADDRESS_MAX} and disables adding at it`, async () => {
    const many = Array.from({ length: ADDRESS_MAX }, (_, i) => ({
      ...OFFICE,
      id: i + 1,
      is_default: i === 0,
    }));
    const h = await open({ '/api/address/list': many });
    expect(h.text()).toContain(`You can keep up to ${ADDRESS_MAX} addresses. Delete one to add another.`);
    expect(h.getButton('Add address').disabled).toBe(true);
    const fewer = await open({ '/api/address/list': many.slice(1) });
    expect(fewer.text()).not.toContain('You can keep up to');
  });

  test('loads the list again when a page above it closes', async () => {
    const h = await open({ '/api/address/list': [HOME] });
    expect(gets(h)).toBe(1);
    const stack = h.router.$stack as WritableAtom<PageEntry[]>;
    const below = stack.get();
    act(() =>
      stack.set([
        ...below,
        { key: 99, name: 'editAddress', path: '/pages/editAddress/editAddress', query: {} },
      ]),
    );
    await flush();
    expect(gets(h)).toBe(1);
    act(() => stack.set(below));
    await flush();
    expect(gets(h)).toBe(2);
  });
});
