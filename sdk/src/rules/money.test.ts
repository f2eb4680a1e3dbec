import { describe, expect, test } from 'vitest';
import {
  type Account,
  BASIS_POINTS,
  balanced,
  balanceOf,
  clearancePostings,
  commission,
  completedPostings,
  DEFAULT_SHARE,
  type Entry,
  escrowAccount,
  feeLoweredPostings,
  isAccount,
  MAX_AMOUNT_FEN,
  paidPostings,
  payable,
  payout,
  posterPaymentAccount,
  refundedPostings,
  shareToBasisPoints,
  splitAmounts,
  splitPostings,
  topUpPostings,
  walletAccount,
  withdrawalCancelledPostings,
  withdrawalFailedPostings,
  withdrawalRequestedPostings,
  withdrawalSucceededPostings,
} from './money.js';

/** Round half up of fee x bp / 10 000 in exact big integers: the oracle. */
function reference(feeFen: number, bp: number): number {
  return Number((BigInt(feeFen) * BigInt(bp) + 5000n) / 10000n);
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('commission', () => {
  test('rounds half up at the default share of 0.15', () => {
    expect(DEFAULT_SHARE).toBe(0.15);
    expect(commission(1, 0.15)).toBe(0); // 0.15
    expect(commission(3, 0.15)).toBe(0); // 0.45
    expect(commission(4, 0.15)).toBe(1); // 0.60
    expect(commission(10, 0.15)).toBe(2); // 1.5, exactly half: up
    expect(commission(30, 0.15)).toBe(5); // 4.5
    expect(commission(333, 0.15)).toBe(50); // 49.95
    expect(commission(10_000, 0.15)).toBe(1500);
    expect(payout(333, 0.15)).toBe(283);
  });

  test('share 0 keeps nothing, share 1 keeps everything', () => {
    for (const fee of [0, 1, 3, 333, 1_000_000_000]) {
      expect(commission(fee, 0)).toBe(0);
      expect(payout(fee, 0)).toBe(fee);
      expect(commission(fee, 1)).toBe(fee);
      expect(payout(fee, 1)).toBe(0);
    }
  });

  test('is exact on large amounts up to 10^9 fen and beyond', () => {
    expect(commission(1_000_000_000, 0.15)).toBe(150_000_000);
    expect(commission(999_999_999, 0.15)).toBe(150_000_000); // 149 999 999.85
    expect(commission(1_000_000_001, 0.15)).toBe(150_000_000); // 150 000 000.15
    expect(commission(999_999_999, 0.3333)).toBe(333_300_000); // 333 299 999.6667
    expect(commission(1_000_000_000, 0.0001)).toBe(100_000);
    expect(commission(MAX_AMOUNT_FEN, 0.9999)).toBe(reference(MAX_AMOUNT_FEN, 9999));
    expect(commission(MAX_AMOUNT_FEN - 1, 0.15)).toBe(reference(MAX_AMOUNT_FEN - 1, 1500));
  });

  test('works in basis points, so binary fractions never leak in', () => {
    expect(BASIS_POINTS).toBe(10_000);
    expect(shareToBasisPoints(0.15)).toBe(1500);
    expect(shareToBasisPoints(0.07)).toBe(700); // 700.0000000000001 in floating point
    expect(shareToBasisPoints(0.29)).toBe(2900);
    expect(shareToBasisPoints(0.0001)).toBe(1);
    expect(shareToBasisPoints(0)).toBe(0);
    expect(shareToBasisPoints(1)).toBe(10_000);
    // 0.1 + 0.2 is 0.30000000000000004: still 30 %.
    expect(commission(10, 0.1 + 0.2)).toBe(3);
    // Naive Math.round(1.005 * 1000) is 1004.9999999999999 -> 1004: we are exact.
    expect(commission(1005, 0.1)).toBe(101); // 100.5
  });

  test('refuses what is not whole fen or a share out of range or finer than a basis point', () => {
    for (const fee of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_AMOUNT_FEN + 1]) {
      expect(() => commission(fee, 0.15), String(fee)).toThrow(RangeError);
    }
    for (const share of [-0.01, 1.01, Number.NaN, 0.12345, 0.000_01]) {
      expect(() => commission(100, share), String(share)).toThrow(RangeError);
    }
  });

  test('matches exact big-integer rounding on 20 000 random fees and shares; payout + commission = fee', () => {
    const next = random(7);
    for (let i = 0; i < 20_000; i++) {
      const fee = i % 2 === 0 ? Math.floor(next() * 1_000_000_001) : Math.floor(next() * 10_000);
      const bp = Math.floor(next() * (BASIS_POINTS + 1));
      const share = bp / BASIS_POINTS;
      const c = commission(fee, share);
      expect(c, `${fee} at ${share}`).toBe(reference(fee, bp));
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(fee);
      expect(payout(fee, share) + c).toBe(fee);
    }
  });
});

describe('accounts', () => {
  test('are a small closed set of names', () => {
    expect(posterPaymentAccount(7)).toBe('poster:7:payment');
    expect(escrowAccount(42)).toBe('escrow:task:42');
    expect(walletAccount(9, 'frozen')).toBe('wallet:9:frozen');
    for (const name of [
      'poster:7:payment',
      'escrow:task:42',
      'wallet:9:pending',
      'wallet:9:available',
      'wallet:9:frozen',
      'platform:commission',
      'platform:coupon_subsidy',
      'external:payout',
    ]) {
      expect(isAccount(name), name).toBe(true);
    }
    for (const name of [
      'wallet:9:spent',
      'poster:0:payment',
      'escrow:42',
      'platform:other',
      'external:payment',
      '',
    ]) {
      expect(isAccount(name), name).toBe(false);
    }
  });
});

const task = { task_id: 42, poster_id: 7, taker_id: 9 };

describe('postings', () => {
  test('paid: the poster’s payment (fee - coupon) goes into escrow', () => {
    expect(paidPostings({ ...task, fee_fen: 10_000, coupon_fen: 1000 })).toEqual([
      { account: 'poster:7:payment', amount_fen: -9000 },
      { account: 'escrow:task:42', amount_fen: 9000 },
    ]);
    expect(payable(10_000, 1000)).toBe(9000);
    expect(() => payable(1000, 1000)).toThrow(RangeError);
  });

  test('completed: escrow and the coupon subsidy pay the taker’s pending wallet and the commission', () => {
    const entries = completedPostings({ ...task, fee_fen: 10_000, coupon_fen: 1000, share: 0.15 });
    expect(entries).toEqual([
      { account: 'escrow:task:42', amount_fen: -9000 },
      { account: 'platform:coupon_subsidy', amount_fen: -1000 },
      { account: 'wallet:9:pending', amount_fen: 8500 },
      { account: 'platform:commission', amount_fen: 1500 },
    ]);
    expect(balanced(entries)).toBe(true);
    // No coupon and a zero share: zero lines are left out.
    expect(completedPostings({ ...task, fee_fen: 500, coupon_fen: 0, share: 0 })).toEqual([
      { account: 'escrow:task:42', amount_fen: -500 },
      { account: 'wallet:9:pending', amount_fen: 500 },
    ]);
  });

  test('refunded: the escrow goes back to the poster; the coupon was never booked', () => {
    const paid = paidPostings({ ...task, fee_fen: 10_000, coupon_fen: 1000 });
    const refunded = refundedPostings({ ...task, fee_fen: 10_000, coupon_fen: 1000 });
    const all = [...paid, ...refunded];
    expect(balanced(refunded)).toBe(true);
    for (const account of ['poster:7:payment', 'escrow:task:42', 'platform:coupon_subsidy'] as Account[]) {
      expect(balanceOf(account, all), account).toBe(0);
    }
  });

  test('split: the taker’s part, the rest back to the poster, never more than paid', () => {
    expect(splitAmounts(10_000, 1000, 4000, 0.15)).toEqual({
      poster_refund_fen: 6000,
      taker_fen: 4000,
      commission_fen: 600,
      payout_fen: 3400,
      subsidy_fen: 1000,
    });
    // A taker's part below the coupon: the poster gets back all they paid, the coupon funds the rest.
    expect(splitAmounts(10_000, 1000, 500, 0.15)).toMatchObject({
      poster_refund_fen: 9000,
      subsidy_fen: 500,
    });
    const entries = splitPostings({
      ...task,
      fee_fen: 10_000,
      coupon_fen: 1000,
      taker_fen: 4000,
      share: 0.15,
    });
    const all = [...paidPostings({ ...task, fee_fen: 10_000, coupon_fen: 1000 }), ...entries];
    expect(balanced(entries)).toBe(true);
    expect(balanceOf('escrow:task:42', all)).toBe(0);
    expect(balanceOf('poster:7:payment', all)).toBe(-3000);
    expect(balanceOf('wallet:9:pending', all)).toBe(3400);
    for (const bad of [0, 10_000, -1, 1.5]) {
      expect(() => splitAmounts(10_000, 0, bad, 0.15), String(bad)).toThrow(RangeError);
    }
  });

  test('fee changes on a paid task: a top-up joins the escrow, a lowering refunds the difference', () => {
    expect(topUpPostings({ task_id: 42, poster_id: 7, amount_fen: 2000 })).toEqual([
      { account: 'poster:7:payment', amount_fen: -2000 },
      { account: 'escrow:task:42', amount_fen: 2000 },
    ]);
    expect(feeLoweredPostings({ task_id: 42, poster_id: 7, amount_fen: 2000 })).toEqual([
      { account: 'escrow:task:42', amount_fen: -2000 },
      { account: 'poster:7:payment', amount_fen: 2000 },
    ]);
    expect(() => topUpPostings({ task_id: 42, poster_id: 7, amount_fen: 0 })).toThrow(RangeError);
    // Paid at 100.00, raised to 120.00, completed: the escrow empties exactly.
    const all = [
      ...paidPostings({ ...task, fee_fen: 10_000, coupon_fen: 0 }),
      ...topUpPostings({ task_id: 42, poster_id: 7, amount_fen: 2000 }),
      ...completedPostings({ ...task, fee_fen: 12_000, coupon_fen: 0, share: 0.15 }),
    ];
    expect(balanceOf('escrow:task:42', all)).toBe(0);
    expect(balanceOf('wallet:9:pending', all)).toBe(10_200);
  });

  test('wallet: clearance, and a withdrawal requested then succeeded, failed or cancelled', () => {
    const earned: Entry[] = [{ account: 'wallet:9:pending', amount_fen: 8500 }];
    const cleared = [...earned, ...clearancePostings({ user_id: 9, amount_fen: 8500 })];
    expect(balanceOf('wallet:9:available', cleared)).toBe(8500);
    const requested = [...cleared, ...withdrawalRequestedPostings({ user_id: 9, amount_fen: 5000 })];
    expect(balanceOf('wallet:9:available', requested)).toBe(3500);
    expect(balanceOf('wallet:9:frozen', requested)).toBe(5000);
    const succeeded = [...requested, ...withdrawalSucceededPostings({ user_id: 9, amount_fen: 5000 })];
    expect(balanceOf('wallet:9:frozen', succeeded)).toBe(0);
    expect(balanceOf('external:payout', succeeded)).toBe(5000);
    for (const undo of [withdrawalFailedPostings, withdrawalCancelledPostings]) {
      const back = [...requested, ...undo({ user_id: 9, amount_fen: 5000 })];
      expect(balanceOf('wallet:9:frozen', back)).toBe(0);
      expect(balanceOf('wallet:9:available', back)).toBe(8500);
    }
  });

  test('refuses ids and amounts that are not whole', () => {
    expect(() => paidPostings({ task_id: 0, poster_id: 7, fee_fen: 100, coupon_fen: 0 })).toThrow(RangeError);
    expect(() => clearancePostings({ user_id: 9, amount_fen: -1 })).toThrow(RangeError);
    expect(() => withdrawalRequestedPostings({ user_id: 9.5, amount_fen: 1 })).toThrow(RangeError);
  });

  test('balanced: zero sum of whole fen on known accounts', () => {
    expect(balanced([])).toBe(true);
    expect(balanced([{ account: 'wallet:9:pending', amount_fen: 1 }])).toBe(false);
    expect(
      balanced([
        { account: 'wallet:9:pending', amount_fen: 0.5 },
        { account: 'wallet:9:available', amount_fen: -0.5 },
      ]),
    ).toBe(false);
    expect(
      balanced([
        { account: 'wallet:9:pending', amount_fen: 1 },
        { account: 'nowhere' as Account, amount_fen: -1 },
      ]),
    ).toBe(false);
  });

  test('every posting function balances on 5 000 random tasks', () => {
    const next = random(11);
    const int = (max: number) => Math.floor(next() * (max + 1));
    for (let i = 0; i < 5000; i++) {
      const fee = 2 + int(1_000_000_000 - 2);
      const coupon = next() < 0.3 ? 0 : int(fee - 1);
      const share = int(BASIS_POINTS) / BASIS_POINTS;
      const takerPart = 1 + int(fee - 2);
      const amount = 1 + int(1_000_000_000);
      const m = { ...task, fee_fen: fee, coupon_fen: coupon };
      const postings = [
        paidPostings(m),
        completedPostings({ ...m, share }),
        refundedPostings(m),
        splitPostings({ ...m, taker_fen: takerPart, share }),
        topUpPostings({ task_id: 42, poster_id: 7, amount_fen: amount }),
        feeLoweredPostings({ task_id: 42, poster_id: 7, amount_fen: amount }),
        clearancePostings({ user_id: 9, amount_fen: amount }),
        withdrawalRequestedPostings({ user_id: 9, amount_fen: amount }),
        withdrawalSucceededPostings({ user_id: 9, amount_fen: amount }),
        withdrawalFailedPostings({ user_id: 9, amount_fen: amount }),
        withdrawalCancelledPostings({ user_id: 9, amount_fen: amount }),
      ];
      for (const entries of postings) expect(balanced(entries), JSON.stringify(entries)).toBe(true);
      // Paid then settled either way empties the escrow; what the taker and the platform get adds up to the fee.
      const completed = [...paidPostings(m), ...completedPostings({ ...m, share })];
      expect(balanceOf('escrow:task:42', completed)).toBe(0);
      expect(balanceOf('wallet:9:pending', completed) + balanceOf('platform:commission', completed)).toBe(
        fee,
      );
      const split = [...paidPostings(m), ...splitPostings({ ...m, taker_fen: takerPart, share })];
      expect(balanceOf('escrow:task:42', split)).toBe(0);
      expect(balanceOf('wallet:9:pending', split) + balanceOf('platform:commission', split)).toBe(takerPart);
      expect(balanceOf('poster:7:payment', split)).toBeLessThanOrEqual(0);
      expect(-balanceOf('platform:coupon_subsidy', split)).toBeLessThanOrEqual(coupon);
    }
  });
});
