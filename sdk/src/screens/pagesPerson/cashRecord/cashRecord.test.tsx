import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import CashRecord from './cashRecord';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const page = (list: unknown[], has_more = false) => ({ list, page: 1, page_size: 20, has_more });
const withdrawal = (o: Record<string, unknown> = {}) => ({
  out_bill_no: 'wd01',
  amount_fen: 3000,
  status: 'waiting',
  provider: 'sandbox',
  package_info: 'x',
  fail_reason: null,
  cancellable: true,
  created_at: 1_793_523_600,
  finished_at: null,
  sandbox_url: 'https://api.test/dev/transfer/wd01',
  ...o,
});

const open = async (
  answer: unknown,
  api: Record<string, unknown> = {},
  o: Parameters<typeof mount>[1] = {},
) => {
  const h = mount(<CashRecord />, {
    route: 'cashRecord',
    below: ['personCenter', 'walletView'],
    token: 'tok',
    api: { '/api/user.Wallet/withdrawBalanceLog': answer, ...api },
    ...o,
  });
  await flush();
  return h;
};

describe('cashRecord', () => {
  test('each withdrawal with its state; a waiting one is cancelled after a confirm step and the list reloads', async () => {
    let cancelled = false;
    const h = await open(
      () =>
        page([
          withdrawal(
            cancelled ? { status: 'cancelled', cancellable: false, finished_at: 1_793_524_000 } : {},
          ),
          withdrawal({
            out_bill_no: 'wd00',
            amount_fen: 1000,
            status: 'succeeded',
            cancellable: false,
            finished_at: 1_793_520_000,
          }),
          withdrawal({
            out_bill_no: 'wc09',
            amount_fen: 500,
            status: 'failed',
            cancellable: false,
            finished_at: 1_793_510_000,
          }),
        ]),
      {
        '/api/wechat.pay/transferCancel': () => {
          cancelled = true;
          return withdrawal({ status: 'cancelled', cancellable: false });
        },
      },
    );
    const states = () => [...h.container.querySelectorAll('.mp-wd__state')].map((e) => e.textContent);
    expect(states()).toEqual(['Waiting for your confirmation', 'Arrived', 'Failed']);
    expect(h.text()).toContain('¥30.00');
    expect((h.container.querySelector('a.mp-btn') as HTMLAnchorElement).href).toBe(
      'https://api.test/dev/transfer/wd01',
    );
    await h.click(h.getButton('Cancel'));
    expect(h.text()).toContain('Cancel this withdrawal?');
    await h.click(h.getButton('Confirm'));
    expect(h.calls.find((c) => c.path === '/api/wechat.pay/transferCancel')?.params).toEqual({
      out_bill_no: 'wd01',
    });
    expect(h.toasts).toEqual(['Withdrawal cancelled. The amount is back in your balance.']);
    await flush();
    expect(states()).toEqual(['Cancelled', 'Arrived', 'Failed']);
    expect(h.container.querySelector('a.mp-btn')).toBeNull();
    expect(h.unstyled()).toEqual([]);
  });

  test('a refused cancellation says why', async () => {
    const h = await open(page([withdrawal()]), {
      '/api/wechat.pay/transferCancel': new ApiError(
        'server',
        'This withdrawal can no longer be cancelled.',
        409,
      ),
    });
    await h.click(h.getButton('Cancel'));
    await h.click(h.getButton('Confirm'));
    expect(h.toasts).toEqual(['This withdrawal can no longer be cancelled.']);
  });

  test('empty: leads to cash out', async () => {
    const h = await open(page([]));
    expect(h.text()).toContain('You have not withdrawn anything yet.');
    await h.click(h.getButton('Cash out'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesPerson/cashOut/cashOut');
  });

  test('offline, then retry; signed out', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open(() => (n++ === 0 ? new ApiError('network', 'Network Error') : page([withdrawal()])));
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Waiting for your confirmation');
    document.body.innerHTML = '';
    const out = await open(page([]), {}, { token: null });
    expect(out.calls).toEqual([]);
    await out.click(out.getButton('Sign in'));
    expect(out.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pagesPerson/cashRecord/cashRecord',
    });
  });

  test.each([
    ['zh-Hans', '提现记录', '待你确认收款'],
    ['zh-Hant', '提領紀錄', '等待你確認收款'],
    ['fr', 'Historique des retraits', 'En attente de votre confirmation'],
  ])('in %s', async (locale, title, waiting) => {
    const h = await open(page([withdrawal()]));
    await act(() => h.inst.i18n.setLocale(locale));
    await vi.waitFor(() => expect(h.text()).toContain(title));
    await vi.waitFor(() => expect(h.container.querySelector('.mp-wd__state')?.textContent).toBe(waiting));
  });
});
