import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import CashOut from './cashOut';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const RULES = {
  min_fen: 10,
  daily_max_fen: 500_000,
  today_left_fen: 6000,
  available_fen: 8500,
  provider: 'sandbox',
  open: null,
};
const STARTED = {
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
};

const open = async (api: Record<string, unknown>, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<CashOut />, {
    route: 'cashOut',
    below: ['personCenter', 'walletView'],
    token: 'tok',
    api: { '/api/user.Wallet/withdrawRules': RULES, ...api },
    ...o,
  });
  await flush();
  return h;
};

describe('cashOut', () => {
  test('limits, amount checked here, a confirm step, then the transfer and the sandbox confirmation page', async () => {
    const h = await open({ '/api/wechat.pay/transfer': STARTED });
    expect(h.text()).toContain('¥85.00');
    expect(h.text()).toContain('Smallest withdrawal¥0.10');
    expect(h.text()).toContain('Most per day¥5000.00');
    expect(h.text()).toContain('Left for today¥60.00');
    const amount = h.getByLabel('Amount (yuan)');
    for (const [typed, message] of [
      ['abc', 'Enter an amount in yuan, with at most two decimals.'],
      ['0.09', 'The smallest withdrawal is ¥0.10.'],
      ['85.01', 'You can withdraw at most ¥85.00.'],
      ['60.01', 'You can withdraw ¥60.00 more today.'],
    ] as const) {
      await h.type(amount, typed);
      await h.click(h.getButton('Cash out'));
      expect(h.container.querySelector('.mp-field__error')?.textContent).toBe(message);
      expect(amount.value).toBe(typed);
    }
    expect(h.calls.filter((c) => c.path === '/api/wechat.pay/transfer')).toEqual([]);
    await h.click(h.getButton('All'));
    expect(amount.value).toBe('60.00');
    await h.type(amount, '30');
    await h.click(h.getButton('Cash out'));
    expect(h.text()).toContain('Withdraw ¥30.00 to WeChat?');
    await h.click(h.getButton('Confirm'));
    const call = h.calls.find((c) => c.path === '/api/wechat.pay/transfer');
    expect(call).toMatchObject({ method: 'GET', silent: true, params: { program: 0, amount: 3000 } });
    expect(call?.params.idempotency_key).toMatch(/^\w{8,64}$/);
    expect(h.text()).toContain('Withdrawal started.');
    const link = h.container.querySelector('a.mp-btn') as HTMLAnchorElement;
    expect(link.href).toBe(STARTED.sandbox_url);
    expect(link.target).toBe('_blank');
    await h.click(h.getButton('Withdrawal records'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesPerson/cashRecord/cashRecord');
    expect(h.unstyled()).toEqual([]);
  });

  test('a lost answer retried keeps its key; a refusal shows the server’s message inline, the amount kept', async () => {
    let n = 0;
    const keys: unknown[] = [];
    const h = await open({
      '/api/wechat.pay/transfer': (p: Record<string, unknown>) => {
        keys.push(p.idempotency_key);
        n += 1;
        if (n === 1) return new ApiError('network', 'Network Error');
        return new ApiError('server', 'A withdrawal is still in progress.', 409);
      },
    });
    const amount = h.getByLabel('Amount (yuan)');
    await h.type(amount, '10');
    await h.click(h.getButton('Cash out'));
    await h.click(h.getButton('Confirm'));
    expect(h.container.querySelector('.mp-field__error')?.textContent).toBe('Network Error');
    await h.click(h.getButton('Cash out'));
    await h.click(h.getButton('Confirm'));
    expect(keys[1]).toBe(keys[0]);
    expect(h.container.querySelector('.mp-field__error')?.textContent).toBe(
      'A withdrawal is still in progress.',
    );
    expect(amount.value).toBe('10');
    // The refusal reloads the rules.
    expect(h.calls.filter((c) => c.path === '/api/user.Wallet/withdrawRules')).toHaveLength(2);
  });

  test('an open withdrawal blocks a new one and offers its confirmation page', async () => {
    const h = await open({ '/api/user.Wallet/withdrawRules': { ...RULES, open: STARTED } });
    expect(h.text()).toContain('A withdrawal is in progress.');
    expect(h.text()).toContain('Confirm receipt on the confirmation page to get the money.');
    expect(h.container.querySelector('input')).toBeNull();
  });

  test('no payout provider: cash-out is unavailable', async () => {
    const h = await open({ '/api/user.Wallet/withdrawRules': { ...RULES, provider: 'none' } });
    expect(h.text()).toContain('Cash-out is not available right now.');
  });

  test('offline, then retry; signed out', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open({
      '/api/user.Wallet/withdrawRules': () => (n++ === 0 ? new ApiError('network', 'Network Error') : RULES),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Left for today');
    document.body.innerHTML = '';
    const out = await open({}, { token: null });
    expect(out.calls).toEqual([]);
    await out.click(out.getButton('Sign in'));
    expect(out.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pagesPerson/cashOut/cashOut',
    });
  });

  test.each([
    ['zh-Hans', '提现', '今日还可提现'],
    ['zh-Hant', '提領', '今日還可提領'],
    ['fr', 'Retirer', 'Reste aujourd’hui'],
  ])('in %s', async (locale, title, left) => {
    const h = await open({});
    await act(() => h.inst.i18n.setLocale(locale));
    await vi.waitFor(() => expect(h.text()).toContain(left));
    expect(h.container.querySelector('h1')?.textContent ?? h.text()).toContain(title);
  });
});
