import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import ContractList from './contractList';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const AGREEMENTS = [
  {
    agreement_key: 'user_agreement',
    title: 'User agreement',
    agreed_at: 1_793_000_000,
    version_at: 1_792_000_000,
    changed_since: false,
  },
  {
    agreement_key: 'privacy_policy',
    title: 'Privacy policy',
    agreed_at: 1_793_000_000,
    version_at: 1_794_000_000,
    changed_since: true,
  },
];
const CONTRACT = {
  contract_key: 'service_contract',
  goods_order_task_id: 9,
  goods_order_id: 4,
  title: 'Hang two shelves',
  role: 'taker',
  poster: { id: 1, s_username: 'Han' },
  taker: { id: 2, s_username: 'Li' },
  amount_fen: 11_000,
  status: 'completed',
  paid_at: 1_793_523_600,
  service_time: 1_793_527_200,
  ended_at: 1_793_600_000,
};
const answer = (list: unknown[], agreements = AGREEMENTS) => ({
  agreements,
  list,
  page: 1,
  page_size: 20,
  has_more: false,
});

const open = async (a: unknown, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<ContractList />, {
    route: 'contractList',
    below: ['personCenter'],
    token: 'tok',
    api: { '/api/contract/mine': a },
    ...o,
  });
  await flush();
  return h;
};

describe('contractList', () => {
  test('the agreements with when they were agreed, then each service contract; each opens its text', async () => {
    expect((await open(() => new Promise(() => {}))).text()).toContain('loading');
    document.body.innerHTML = '';
    const h = await open(answer([CONTRACT]));
    expect(h.calls[0]).toMatchObject({ method: 'GET', path: '/api/contract/mine', params: { page: 1 } });
    expect(h.text()).toContain('User agreement');
    expect(h.text()).toMatch(/Privacy policyAgreed .+, updated since/);
    const row = h.container.querySelector('.mp-contract') as HTMLElement;
    expect(row.textContent).toContain('Hang two shelves');
    expect(row.textContent).toContain('¥110.00');
    expect(row.textContent).toContain('Client: Han · Provider: Li');
    expect(row.textContent).toContain('You are the provider');
    expect(row.textContent).toContain('ended');
    await h.click(row);
    expect(h.router.navigateTo).toHaveBeenCalledWith('aboutContract', {
      type: 'contract',
      key: 'service_contract',
    });
    expect(h.unstyled()).toEqual([]);
  });

  test('an agreement opens aboutContract with its key', async () => {
    const h = await open(answer([]));
    const cell = [...h.container.querySelectorAll('button.mp-cell')].find((b) =>
      b.textContent?.includes('User agreement'),
    );
    await h.click(cell as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('aboutContract', { key: 'user_agreement' });
    expect(h.text()).toContain(
      'Each task you pay or are paid for comes with a service contract, listed here.',
    );
  });

  test('offline, then retry; a server error; signed out', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open(() => (n++ === 0 ? new ApiError('network', 'Network Error') : answer([CONTRACT])));
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Hang two shelves');
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    const busy = await open(new ApiError('server', 'Service busy'));
    expect(busy.container.querySelector('[role=alert]')?.textContent).toContain('Service busy');
    document.body.innerHTML = '';
    const out = await open(answer([]), { token: null });
    expect(out.calls).toEqual([]);
    await out.click(out.getButton('Sign in'));
    expect(out.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pagesPerson/contractList/contractList',
    });
  });

  test.each([
    ['zh-Hans', '我的合同', '委托方：Han · 服务方：Li'],
    ['zh-Hant', '我的合約', '委託方：Han · 服務方：Li'],
    ['es', 'Mis contratos', 'Cliente: Han · Proveedor: Li'],
  ])('in %s', async (locale, title, parties) => {
    const h = await open(answer([CONTRACT]));
    await act(() => h.inst.i18n.setLocale(locale));
    await vi.waitFor(() => expect(h.text()).toContain(title));
    expect(h.text()).toContain(parties);
  });
});
