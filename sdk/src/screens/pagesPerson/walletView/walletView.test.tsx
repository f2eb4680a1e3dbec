import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import WalletView from './walletView';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const WALLET = { available_fen: 850_000, pending_fen: 4250, frozen_fen: 300, income_total_fen: 1_000_050 };
const page = (list: unknown[], has_more = false) => ({ list, page: 1, page_size: 20, has_more });
const INCOME = [
  {
    id: 3,
    bucket: 'frozen',
    amount_fen: 300,
    transition: 'withdrawal-requested',
    goods_order_task_id: null,
    goods_order_id: null,
    title: '',
    created_at: 1_793_523_600,
  },
  {
    id: 2,
    bucket: 'available',
    amount_fen: -300,
    transition: 'withdrawal-requested',
    goods_order_task_id: null,
    goods_order_id: null,
    title: '',
    created_at: 1_793_523_600,
  },
  {
    id: 1,
    bucket: 'pending',
    amount_fen: 4250,
    transition: 'confirm',
    goods_order_task_id: 9,
    goods_order_id: 4,
    title: 'Fix a leaking tap',
    created_at: 1_793_523_000,
  },
];
const WITHDRAWAL = {
  out_bill_no: 'wd01',
  amount_fen: 300,
  status: 'waiting',
  provider: 'sandbox',
  package_info: 'x',
  fail_reason: null,
  cancellable: true,
  created_at: 1_793_523_600,
  finished_at: null,
};

const open = async (api: Record<string, unknown>, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<WalletView />, {
    route: 'walletView',
    below: ['personCenter'],
    token: 'tok',
    api: {
      '/api/user.Wallet/index': WALLET,
      '/api/user.Wallet/incomeRecord': page(INCOME),
      '/api/user.Wallet/withdrawBalanceLog': page([WITHDRAWAL]),
      ...api,
    },
    ...o,
  });
  await flush();
  return h;
};

describe('walletView', () => {
  test('loading, then the four amounts to the fen and the income entries; cash out and records open', async () => {
    expect((await open({ '/api/user.Wallet/index': () => new Promise(() => {}) })).text()).toContain(
      'loading',
    );
    document.body.innerHTML = '';
    const h = await open({});
    expect(h.container.querySelector('.mp-wallet__available')?.textContent).toBe('¥8500.00');
    const buckets = [...h.container.querySelectorAll('.mp-wallet__buckets div')].map((d) => d.textContent);
    expect(buckets).toEqual(['Clearing¥42.50', 'Being withdrawn¥3.00', 'Total income¥10000.50']);
    expect(h.text()).toContain('Earnings clear 3 days after a task is settled');
    const rows = [...h.container.querySelectorAll('.mp-income')].map((r) => r.textContent);
    expect(rows[0]).toContain('Withdrawal requested');
    expect(rows[0]).toContain('+¥3.00');
    expect(rows[1]).toContain('-¥3.00');
    expect(rows[2]).toContain('Fix a leaking tap');
    expect(rows[2]).toContain('Task income · clearing');
    await h.click(h.getButton('Cash out'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesPerson/cashOut/cashOut');
    await h.click(h.getButton('Withdrawal records'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesPerson/cashRecord/cashRecord');
    expect(h.unstyled()).toEqual([]);
  });

  test('the withdrawals tab lists each withdrawal with its state', async () => {
    const h = await open({});
    await h.click(h.getButton('Withdrawals'));
    expect(h.calls.some((c) => c.path === '/api/user.Wallet/withdrawBalanceLog')).toBe(true);
    expect(h.container.querySelector('.mp-wd')?.textContent).toContain('Waiting for your confirmation');
    expect(h.unstyled()).toEqual([]);
  });

  test('empty lists say where money comes from', async () => {
    const h = await open({
      '/api/user.Wallet/index': { available_fen: 0, pending_fen: 0, frozen_fen: 0, income_total_fen: 0 },
      '/api/user.Wallet/incomeRecord': page([]),
      '/api/user.Wallet/withdrawBalanceLog': page([]),
    });
    expect(h.text()).toContain('Money you earn from tasks will show up here.');
    await h.click(h.getButton('Withdrawals'));
    expect(h.text()).toContain('You have not withdrawn anything yet.');
  });

  test('offline, then retry', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open({
      '/api/user.Wallet/index': () => (n++ === 0 ? new ApiError('network', 'Network Error') : WALLET),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.container.querySelector('.mp-wallet__available')?.textContent).toBe('¥8500.00');
  });

  test('a server error shows its message', async () => {
    const h = await open({ '/api/user.Wallet/index': new ApiError('server', 'Service busy') });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Service busy');
  });

  test('signed out: a prompt to sign in, and no call', async () => {
    const h = await open({}, { token: null });
    expect(h.calls).toEqual([]);
    await h.click(h.getButton('Sign in'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pagesPerson/walletView/walletView',
    });
  });

  test.each([
    ['zh-Hans', '我的钱包', '可提现'],
    ['zh-Hant', '我的錢包', '可提領'],
    ['es', 'Monedero', 'Disponible para retirar'],
  ])('in %s', async (locale, title, available) => {
    const h = await open({});
    await act(() => h.inst.i18n.setLocale(locale));
    await vi.waitFor(() => expect(h.text()).toContain(title));
    expect(h.container.querySelector('.mp-wallet__label')?.textContent).toBe(available);
  });
});
