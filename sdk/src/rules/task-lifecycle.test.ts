/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  balanced,
  balanceOf,
  clearancePostings,
  completedPostings,
  type Entry,
  paidPostings,
  refundedPostings,
} from './money.js';
import {
  type Actor,
  AUTO_CONFIRM_SECONDS,
  allowedTransitions,
  CANCEL_REPLY_SECONDS,
  CHANGE_REQUESTS_MAX,
  CONFIRM_REMINDER_AFTER_SECONDS,
  CONFIRM_REMINDER_BEFORE_SECONDS,
  COUNTER_ROUNDS_MAX,
  type CouponFacts,
  checkCoupon,
  checkOrderTransition,
  checkTransition,
  DEFAULT_LIFECYCLE_CONFIG,
  dueAt,
  EVALUATION_WINDOW_SECONDS,
  EVIDENCE_PHOTOS_MAX,
  evaluationsVisible,
  GUARDS,
  isJobCurrent,
  isLiveTask,
  JOB_NAMES,
  type Job,
  modifyFeeOutcome,
  NO_DELIVERY_GRACE_SECONDS,
  ORDER_STATES,
  type OrderFacts,
  type OrderState,
  openFeeChange,
  orderAfterTaskChange,
  orderChangeName,
  orderTimers,
  PAYMENT_HOLD_SECONDS,
  positionsLeft,
  REASON_KEYS,
  ROLES,
  type Role,
  SYSTEM,
  TASK_STATES,
  type TaskFacts,
  type TaskLogRecord,
  type TaskState,
  TERMINAL_STATES,
  TRANSITION_NAMES,
  TRANSITIONS,
  type TransitionInput,
  type TransitionName,
  timersAfter,
  transitionTarget,
  WALLET_CLEARANCE_SECONDS,
} from './task-lifecycle.js';

const POSTER = 7;
const TAKER = 9;
const KEFU = 100;
const DAY = 86_400;
const T0 = 1_700_000_000;

const actorFor = (role: Role): Actor =>
  role === 'poster'
    ? { role, id: POSTER }
    : role === 'taker'
      ? { role, id: TAKER }
      : role === 'kefu'
        ? { role, id: KEFU }
        : SYSTEM;

function facts(patch: Partial<TaskFacts> = {}): TaskFacts {
  const state = patch.state === undefined ? 'pending' : patch.state;
  return {
    id: state === null ? null : 42,
    state,
    poster_id: POSTER,
    taker_id: state === null ? null : TAKER,
    order_state: 'open',
    pricing: 'quote',
    category_id: 3,
    service_at: T0 + 2 * DAY,
    fee_fen: 10_000,
    coupon_fen: 0,
    counter_rounds: 0,
    change_requests: 0,
    entered_at: T0,
    delivered_at: null,
    cancel_requested_by: null,
    evaluated_by_poster: false,
    evaluated_by_taker: false,
    ...patch,
  };
}

/** A request that every request guard of `name` accepts, for the task it is made on. */
function goodInput(task: TaskFacts, now: number, name?: TransitionName): TransitionInput {
  const raise = (task.fee_change_fen ?? 0) - task.fee_fen;
  return {
    now,
    price_fen: task.fee_fen + 100,
    reason: 'Agreed on the phone',
    responsible: 'neither',
    note: 'Done, see photos',
    photos: 1,
    coupon: null,
    positions_left: 1,
    real_name_verified: true,
    has_live_task: false,
    payment_fen: name === 'top-up-paid' ? raise : task.fee_fen - task.coupon_fen,
    taker_fen: 1,
  };
}

// The legal moves, written from LIFECYCLE.md independently of the TRANSITIONS table:
// transition: from-state roles; ... (P poster, T taker, K kefu, S system; '-' no task yet).
const LEGAL_TABLE = `
accept-at-price: - T
quote: - T
counter: pending PK; countered TK
accept: pending PK; countered TK
withdraw: pending TK; countered TK
reject: pending PK; countered PK
not-selected: pending S; countered S; awaiting_payment S
change-coupon: awaiting_payment PK
payment-expired: awaiting_payment S
paid: awaiting_payment S
start: paid TK
deliver: paid TK; in_service TK
request-changes: delivered PK
confirm: delivered PK
auto-confirm: delivered S
request-cancel: paid PT; in_service PT
accept-cancel: cancel_requested PTKS
reject-cancel: cancel_requested PTK
dispute: in_service PTK; delivered PTK
resolve-release: disputed K
resolve-refund: disputed K
resolve-split: disputed K
no-delivery: paid S; in_service S
evaluate: completed PT; split PT
modify-fee: awaiting_payment PK; paid PK; in_service PK; delivered PK
accept-fee-change: paid TK; in_service TK; delivered TK
decline-fee-change: paid TK; in_service TK; delivered TK
top-up-paid: paid S; in_service S; delivered S; cancel_requested S; disputed S
`;
const LETTER: Record<string, Role> = { P: 'poster', T: 'taker', K: 'kefu', S: 'system' };
const LEGAL = new Map<TransitionName, Map<TaskState | null, Set<Role>>>();
for (const line of LEGAL_TABLE.trim().split('\n')) {
  const [name, rest] = line.split(': ') as [TransitionName, string];
  const byState = new Map<TaskState | null, Set<Role>>();
  for (const part of rest.split('; ')) {
    const [state, letters] = part.split(' ') as [string, string];
    byState.set(
      state === '-' ? null : (state as TaskState),
      new Set([...letters].map((l) => LETTER[l] as Role)),
    );
  }
  LEGAL.set(name, byState);
}
const STATES_AND_NONE: (TaskState | null)[] = [null, ...TASK_STATES];

/** A task in `state` on which `role` taking `name` passes every facts and clock guard. */
function fixture(
  name: TransitionName,
  state: TaskState | null,
  role: Role,
): { task: TaskFacts; now: number } {
  const task = facts({
    state,
    pricing: name === 'accept-at-price' ? 'fixed' : 'quote',
    order_state: name === 'not-selected' ? 'full' : 'open',
    cancel_requested_by: role === 'poster' ? 'taker' : 'poster',
    entered_at: T0,
    service_at: T0 - 10 * DAY,
    // A lowering waits for the taker; a raise for its top-up.
    fee_change_fen: name.endsWith('-fee-change') ? 9000 : name === 'top-up-paid' ? 12_000 : null,
  });
  // Timers are due long after; an evaluation is inside its window.
  return { task, now: name === 'evaluate' ? T0 + DAY : T0 + 100 * DAY };
}

describe('the transition table', () => {
  test('lists every transition once, each (transition, from) with one target', () => {
    expect(Object.keys(TRANSITIONS)).toEqual([...TRANSITION_NAMES]);
    for (const name of TRANSITION_NAMES) {
      expect(TRANSITIONS[name].name).toBe(name);
      const froms = TRANSITIONS[name].edges.map((e) => e.from);
      expect(new Set(froms).size, name).toBe(froms.length);
      for (const guard of TRANSITIONS[name].guards) expect(GUARDS[guard], guard).toBeDefined();
    }
    expect([...LEGAL.keys()].sort()).toEqual([...TRANSITION_NAMES].sort());
  });

  test('reaches every state, and only settlement or evaluation happens in a terminal state', () => {
    const reached = new Set(Object.values(TRANSITIONS).flatMap((r) => r.edges.map((e) => e.to)));
    expect([...reached].sort()).toEqual([...TASK_STATES].sort());
    for (const rule of Object.values(TRANSITIONS)) {
      for (const edge of rule.edges) {
        if (edge.from !== null && TERMINAL_STATES.includes(edge.from)) {
          expect(rule.name).toBe('evaluate');
          expect(edge.to).toBe(edge.from);
        }
      }
    }
    expect(isLiveTask('awaiting_payment')).toBe(true);
    expect(isLiveTask('not_selected')).toBe(false);
  });

  test('answers a bad name with task.unknownTransition, prototype keys included', () => {
    const t = facts();
    expect(checkTransition(t, 'toString', actorFor('poster'))).toEqual({
      ok: false,
      reason: 'task.unknownTransition',
    });
    expect(checkTransition(t, 'pay', actorFor('poster'))).toEqual({
      ok: false,
      reason: 'task.unknownTransition',
    });
  });
});

describe('every transition from every state for every role', () => {
  test.each(TRANSITION_NAMES)('%s: the legal moves pass, every other one is refused with its key', (name) => {
    const legal = LEGAL.get(name) ?? new Map();
    const rolesEver = new Set([...legal.values()].flatMap((s) => [...s]));
    const actual: Record<string, string> = {};
    const expected: Record<string, string> = {};
    const screen: Record<string, boolean> = {};
    const screenExpected: Record<string, boolean> = {};
    for (const state of STATES_AND_NONE) {
      for (const role of ROLES) {
        const key = `${state ?? '-'}/${role}`;
        const { task, now } = fixture(name, state, role);
        const result = checkTransition(task, name, actorFor(role), goodInput(task, now, name));
        actual[key] = result.ok ? `ok:${result.to}` : result.reason;
        const rolesHere = legal.get(state);
        if (rolesHere?.has(role)) expected[key] = `ok:${transitionTarget(name, state)}`;
        else if (!rolesHere) expected[key] = 'task.wrongState';
        else if (!rolesEver.has(role)) expected[key] = 'task.wrongRole';
        else expected[key] = 'task.notYourTurn';
        screen[key] = allowedTransitions(task, role, { now }).includes(name);
        screenExpected[key] = rolesHere?.has(role) ?? false;
      }
    }
    expect(actual).toEqual(expected);
    expect(screen).toEqual(screenExpected);
  });

  test('the targets are the design’s', () => {
    expect(transitionTarget('counter', 'pending')).toBe('countered');
    expect(transitionTarget('counter', 'countered')).toBe('pending');
    expect(transitionTarget('accept', 'countered')).toBe('awaiting_payment');
    expect(transitionTarget('payment-expired', 'awaiting_payment')).toBe('pending');
    expect(transitionTarget('request-changes', 'delivered')).toBe('in_service');
    expect(transitionTarget('reject-cancel', 'cancel_requested')).toBe('disputed');
    expect(transitionTarget('resolve-split', 'disputed')).toBe('split');
    expect(transitionTarget('no-delivery', 'in_service')).toBe('cancelled');
    expect(transitionTarget('evaluate', 'split')).toBe('split');
    expect(transitionTarget('confirm', 'paid')).toBeNull();
  });
});

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

describe('the screen and the server agree', () => {
  test('on 1500 random tasks, a button shows exactly when the server accepts a valid request', () => {
    const next = random(20240601);
    const pick = <V>(values: readonly V[]): V => values[Math.floor(next() * values.length)] as V;
    const disagreements: string[] = [];
    for (let i = 0; i < 1500; i++) {
      const state = pick(STATES_AND_NONE);
      const fee = 2 + Math.floor(next() * 100_000);
      const task = facts({
        state,
        order_state: pick(ORDER_STATES),
        pricing: pick(['fixed', 'quote'] as const),
        fee_fen: fee,
        coupon_fen: pick([0, 0, Math.floor(fee / 3)]),
        counter_rounds: Math.floor(next() * 7),
        change_requests: Math.floor(next() * 5),
        entered_at: T0,
        service_at: T0 + Math.floor((next() - 0.5) * 10 * DAY),
        delivered_at: pick([null, T0 - DAY]),
        cancel_requested_by: pick([null, 'poster', 'taker'] as const),
        evaluated_by_poster: next() < 0.5,
        evaluated_by_taker: next() < 0.5,
        fee_change_fen: pick([null, null, fee + 500, Math.max(1, fee - 1)]),
      });
      const now = T0 + Math.floor(next() * 20 * DAY);
      for (const role of ROLES) {
        const shown = allowedTransitions(task, role, { now });
        for (const name of TRANSITION_NAMES) {
          const result = checkTransition(task, name, actorFor(role), goodInput(task, now, name));
          // One expect at the end: 170 000 of them would cost most of the test's time.
          if (shown.includes(name) !== result.ok) {
            disagreements.push(
              `${name} ${state} ${role} shown=${shown.includes(name)} ${JSON.stringify(result)}`,
            );
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  test('without a clock the screen keeps time-bound buttons and the server decides', () => {
    const settled = facts({ state: 'completed', entered_at: T0 });
    expect(allowedTransitions(settled, 'poster')).toEqual(['evaluate']);
    expect(allowedTransitions(settled, 'poster', { now: T0 + EVALUATION_WINDOW_SECONDS })).toEqual([]);
    expect(checkTransition(settled, 'evaluate', actorFor('poster'))).toEqual({
      ok: false,
      reason: 'task.evaluationClosed',
    });
  });
});

describe('buttons by state and role', () => {
  test('a fixed-price order offers a taker accept-at-price, a quoted one quote', () => {
    expect(allowedTransitions(facts({ state: null, pricing: 'fixed' }), 'taker')).toEqual([
      'accept-at-price',
    ]);
    expect(allowedTransitions(facts({ state: null, pricing: 'quote' }), 'taker')).toEqual(['quote']);
    expect(allowedTransitions(facts({ state: null, order_state: 'full' }), 'taker')).toEqual([]);
    expect(allowedTransitions(facts({ state: null }), 'poster')).toEqual([]);
  });

  test('bargaining alternates, and after 5 counters only accept, reject and withdraw remain', () => {
    expect(allowedTransitions(facts({ state: 'pending' }), 'poster')).toEqual([
      'counter',
      'accept',
      'reject',
    ]);
    expect(allowedTransitions(facts({ state: 'pending' }), 'taker')).toEqual(['withdraw']);
    expect(allowedTransitions(facts({ state: 'countered' }), 'taker')).toEqual([
      'counter',
      'accept',
      'withdraw',
    ]);
    expect(allowedTransitions(facts({ state: 'countered' }), 'poster')).toEqual(['reject']);
    const spent = facts({ state: 'pending', counter_rounds: COUNTER_ROUNDS_MAX });
    expect(allowedTransitions(spent, 'poster')).toEqual(['accept', 'reject']);
    expect(allowedTransitions({ ...spent, state: 'countered' }, 'taker')).toEqual(['accept', 'withdraw']);
  });

  test('after delivery the poster confirms, asks for changes (3 times at most) or disputes', () => {
    const delivered = facts({ state: 'delivered', delivered_at: T0 });
    expect(allowedTransitions(delivered, 'poster')).toEqual([
      'request-changes',
      'confirm',
      'dispute',
      'modify-fee',
    ]);
    expect(allowedTransitions({ ...delivered, change_requests: CHANGE_REQUESTS_MAX }, 'poster')).toEqual([
      'confirm',
      'dispute',
      'modify-fee',
    ]);
    expect(allowedTransitions(delivered, 'taker')).toEqual(['dispute']);
  });

  test('a cancellation request is answered by the other party only', () => {
    const asked = facts({ state: 'cancel_requested', cancel_requested_by: 'taker' });
    expect(allowedTransitions(asked, 'poster')).toEqual(['accept-cancel', 'reject-cancel']);
    expect(allowedTransitions(asked, 'taker')).toEqual([]);
    expect(allowedTransitions(asked, 'kefu')).toEqual(['accept-cancel', 'reject-cancel']);
  });

  test('kefu resolves a dispute three ways; nobody else can', () => {
    const disputed = facts({ state: 'disputed' });
    expect(allowedTransitions(disputed, 'kefu')).toEqual([
      'resolve-release',
      'resolve-refund',
      'resolve-split',
    ]);
    expect(allowedTransitions(disputed, 'poster')).toEqual([]);
  });

  test('each party evaluates once', () => {
    const done = facts({ state: 'completed', evaluated_by_poster: true });
    expect(allowedTransitions(done, 'poster', { now: T0 })).toEqual([]);
    expect(allowedTransitions(done, 'taker', { now: T0 })).toEqual(['evaluate']);
    expect(allowedTransitions(done, 'kefu', { now: T0 })).toEqual([]);
  });
});

describe('refusal reasons', () => {
  const poster = actorFor('poster');
  const taker = actorFor('taker');
  const kefu = actorFor('kefu');

  test('a stranger is not a party (checked before anything about the task)', () => {
    expect(checkTransition(facts(), 'accept', { role: 'poster', id: 8 })).toEqual({
      ok: false,
      reason: 'task.notYours',
    });
    expect(checkTransition(facts({ state: 'paid' }), 'deliver', { role: 'taker', id: 8 })).toEqual({
      ok: false,
      reason: 'task.notYours',
    });
  });

  test('creating a task: pricing mode, open order, not one’s own, real name, one live task', () => {
    const none = facts({ state: null, pricing: 'fixed' });
    const ok = { real_name_verified: true, has_live_task: false };
    expect(checkTransition(none, 'accept-at-price', taker, ok)).toEqual({ ok: true, to: 'pending' });
    expect(checkTransition(none, 'quote', taker, { ...ok, price_fen: 5 })).toMatchObject({
      reason: 'task.pricingMode',
    });
    expect(checkTransition({ ...none, order_state: 'full' }, 'accept-at-price', taker, ok)).toMatchObject({
      reason: 'task.orderNotOpen',
    });
    expect(checkTransition(none, 'accept-at-price', { role: 'taker', id: POSTER }, ok)).toMatchObject({
      reason: 'task.ownOrder',
    });
    expect(checkTransition(none, 'accept-at-price', taker, { has_live_task: false })).toMatchObject({
      reason: 'task.realNameRequired',
    });
    expect(checkTransition(none, 'accept-at-price', taker, { real_name_verified: true })).toMatchObject({
      reason: 'task.alreadyTaken',
    });
    const quoted = { ...none, pricing: 'quote' as const };
    for (const price_fen of [0, -1, 1.5, Number.NaN, undefined]) {
      expect(checkTransition(quoted, 'quote', taker, { ...ok, price_fen })).toMatchObject({
        reason: 'task.priceInvalid',
      });
    }
  });

  test('counter: whose move, a new price, at most 5 rounds', () => {
    expect(checkTransition(facts(), 'counter', taker, { price_fen: 9000 })).toMatchObject({
      reason: 'task.notYourTurn',
    });
    expect(checkTransition(facts(), 'counter', poster, { price_fen: 10_000 })).toMatchObject({
      reason: 'task.samePrice',
    });
    expect(
      checkTransition(facts({ counter_rounds: COUNTER_ROUNDS_MAX - 1 }), 'counter', poster, {
        price_fen: 9000,
      }),
    ).toEqual({ ok: true, to: 'countered' });
    expect(
      checkTransition(facts({ counter_rounds: COUNTER_ROUNDS_MAX }), 'counter', poster, { price_fen: 9000 }),
    ).toMatchObject({ reason: 'task.counterLimit' });
    expect(
      checkTransition(facts({ pricing: 'fixed' }), 'counter', poster, { price_fen: 9000 }),
    ).toMatchObject({
      reason: 'task.pricingMode',
    });
  });

  test('accept needs a free position and a usable coupon', () => {
    expect(checkTransition(facts(), 'accept', poster, { positions_left: 0 })).toMatchObject({
      reason: 'task.noPosition',
    });
    expect(checkTransition(facts(), 'accept', poster, { positions_left: 1 })).toEqual({
      ok: true,
      to: 'awaiting_payment',
    });
    expect(checkTransition(facts(), 'accept', taker, { positions_left: 1 })).toMatchObject({
      reason: 'task.notYourTurn',
    });
    expect(
      checkTransition(facts({ state: 'countered' }), 'accept', taker, {
        positions_left: 1,
        coupon: couponFacts(),
        now: T0,
      }),
    ).toMatchObject({ reason: 'coupon.notYours' });
    const coupon = couponFacts({ min_spend_fen: 20_000 });
    expect(checkTransition(facts(), 'accept', poster, { positions_left: 1, coupon, now: T0 })).toMatchObject({
      reason: 'coupon.minSpend',
    });
  });

  test('deliver: evidence is a note or photos, at most 9 photos', () => {
    const paid = facts({ state: 'paid' });
    expect(checkTransition(paid, 'deliver', taker, {})).toMatchObject({ reason: 'task.evidenceRequired' });
    expect(checkTransition(paid, 'deliver', taker, { note: '   ' })).toMatchObject({
      reason: 'task.evidenceRequired',
    });
    expect(checkTransition(paid, 'deliver', taker, { photos: EVIDENCE_PHOTOS_MAX })).toEqual({
      ok: true,
      to: 'delivered',
    });
    expect(checkTransition(paid, 'deliver', taker, { photos: EVIDENCE_PHOTOS_MAX + 1 })).toMatchObject({
      reason: 'task.tooManyPhotos',
    });
    expect(checkTransition(paid, 'deliver', taker, { note: 'x'.repeat(141) })).toMatchObject({
      reason: 'task.noteTooLong',
    });
  });

  test('reasons: required for request-changes, cancel, dispute and resolve; 140 characters at most', () => {
    const delivered = facts({ state: 'delivered' });
    expect(checkTransition(delivered, 'request-changes', poster, {})).toMatchObject({
      reason: 'task.reasonRequired',
    });
    expect(checkTransition(delivered, 'request-changes', poster, { reason: '字'.repeat(140) })).toEqual({
      ok: true,
      to: 'in_service',
    });
    expect(checkTransition(delivered, 'request-changes', poster, { reason: '字'.repeat(141) })).toMatchObject(
      {
        reason: 'task.reasonTooLong',
      },
    );
    expect(
      checkTransition({ ...delivered, change_requests: CHANGE_REQUESTS_MAX }, 'request-changes', poster, {
        reason: 'again',
      }),
    ).toMatchObject({ reason: 'task.changeLimit' });
    expect(
      checkTransition(facts({ state: 'paid' }), 'request-cancel', taker, { reason: 'ill' }),
    ).toMatchObject({
      reason: 'task.responsibleRequired',
    });
    expect(checkTransition(delivered, 'dispute', taker, {})).toMatchObject({ reason: 'task.reasonRequired' });
    expect(checkTransition(facts({ state: 'disputed' }), 'resolve-refund', kefu, {})).toMatchObject({
      reason: 'task.reasonRequired',
    });
    // reject may carry a reason
    expect(checkTransition(facts(), 'reject', poster, {})).toEqual({ ok: true, to: 'rejected' });
  });

  test('kefu always gives a reason', () => {
    expect(checkTransition(facts({ state: 'delivered' }), 'confirm', kefu, {})).toMatchObject({
      reason: 'task.reasonRequired',
    });
    expect(
      checkTransition(facts({ state: 'delivered' }), 'confirm', kefu, { reason: 'Poster asked by phone' }),
    ).toEqual({ ok: true, to: 'completed' });
  });

  test('the one who asked to cancel cannot answer it; the system answers after 48 h', () => {
    const asked = facts({ state: 'cancel_requested', cancel_requested_by: 'poster', entered_at: T0 });
    expect(checkTransition(asked, 'accept-cancel', poster)).toMatchObject({ reason: 'task.notYourTurn' });
    expect(checkTransition(asked, 'reject-cancel', poster, { reason: 'no' })).toMatchObject({
      reason: 'task.notYourTurn',
    });
    expect(checkTransition(asked, 'accept-cancel', taker)).toEqual({ ok: true, to: 'cancelled' });
    expect(
      checkTransition(asked, 'accept-cancel', SYSTEM, { now: T0 + CANCEL_REPLY_SECONDS - 1 }),
    ).toMatchObject({
      reason: 'task.notDue',
    });
    expect(checkTransition(asked, 'accept-cancel', SYSTEM, { now: T0 + CANCEL_REPLY_SECONDS })).toEqual({
      ok: true,
      to: 'cancelled',
    });
    expect(checkTransition(asked, 'accept-cancel', SYSTEM)).toMatchObject({ reason: 'task.notDue' });
  });

  test('payment: exactly fee - coupon; a repeated notification finds the task paid', () => {
    const waiting = facts({ state: 'awaiting_payment', coupon_fen: 1000 });
    expect(checkTransition(waiting, 'paid', SYSTEM, { payment_fen: 9000 })).toEqual({ ok: true, to: 'paid' });
    expect(checkTransition(waiting, 'paid', SYSTEM, { payment_fen: 10_000 })).toMatchObject({
      reason: 'task.paymentMismatch',
    });
    expect(
      checkTransition({ ...waiting, state: 'paid' }, 'paid', SYSTEM, { payment_fen: 9000 }),
    ).toMatchObject({
      reason: 'task.wrongState',
    });
    expect(checkTransition(waiting, 'paid', poster, { payment_fen: 9000 })).toMatchObject({
      reason: 'task.wrongRole',
    });
  });

  test('timers: due only at their time; no-delivery only if never delivered', () => {
    const waiting = facts({ state: 'awaiting_payment', entered_at: T0 });
    expect(
      checkTransition(waiting, 'payment-expired', SYSTEM, { now: T0 + PAYMENT_HOLD_SECONDS - 1 }),
    ).toMatchObject({
      reason: 'task.notDue',
    });
    expect(checkTransition(waiting, 'payment-expired', SYSTEM, { now: T0 + PAYMENT_HOLD_SECONDS })).toEqual({
      ok: true,
      to: 'pending',
    });
    const paid = facts({ state: 'in_service', service_at: T0 });
    const late = T0 + NO_DELIVERY_GRACE_SECONDS;
    expect(checkTransition(paid, 'no-delivery', SYSTEM, { now: late - 1 })).toMatchObject({
      reason: 'task.notDue',
    });
    expect(checkTransition(paid, 'no-delivery', SYSTEM, { now: late })).toEqual({
      ok: true,
      to: 'cancelled',
    });
    expect(
      checkTransition({ ...paid, delivered_at: T0 }, 'no-delivery', SYSTEM, { now: late }),
    ).toMatchObject({
      reason: 'task.alreadyDelivered',
    });
  });

  test('evaluate: once per party, within 14 days', () => {
    const done = facts({ state: 'split', entered_at: T0 });
    expect(checkTransition(done, 'evaluate', poster, { now: T0 + EVALUATION_WINDOW_SECONDS - 1 })).toEqual({
      ok: true,
      to: 'split',
    });
    expect(checkTransition(done, 'evaluate', poster, { now: T0 + EVALUATION_WINDOW_SECONDS })).toMatchObject({
      reason: 'task.evaluationClosed',
    });
    expect(
      checkTransition({ ...done, evaluated_by_taker: true }, 'evaluate', taker, { now: T0 }),
    ).toMatchObject({ reason: 'task.alreadyEvaluated' });
    expect(checkTransition(done, 'evaluate', kefu, { now: T0, reason: 'x' })).toMatchObject({
      reason: 'task.wrongRole',
    });
  });

  test('modify-fee: asked for after payment, the fee stays above the coupon', () => {
    const paid = facts({ state: 'paid', coupon_fen: 1000 });
    expect(checkTransition(paid, 'modify-fee', poster, { price_fen: 12_000 })).toEqual({
      ok: true,
      to: 'paid',
    });
    expect(checkTransition(paid, 'modify-fee', poster, { price_fen: 8000 })).toEqual({
      ok: true,
      to: 'paid',
    });
    expect(checkTransition(paid, 'modify-fee', poster, { price_fen: 10_000 })).toMatchObject({
      reason: 'task.samePrice',
    });
    expect(checkTransition(paid, 'modify-fee', poster, { price_fen: 1000 })).toMatchObject({
      reason: 'task.feeBelowCoupon',
    });
    expect(checkTransition(paid, 'modify-fee', taker, { price_fen: 12_000 })).toMatchObject({
      reason: 'task.wrongRole',
    });
    // With a change open: the same change again is refused, the fee itself withdraws it.
    const asked = { ...paid, fee_change_fen: 8000 };
    expect(checkTransition(asked, 'modify-fee', poster, { price_fen: 8000 })).toMatchObject({
      reason: 'task.samePrice',
    });
    expect(checkTransition(asked, 'modify-fee', poster, { price_fen: 10_000 })).toEqual({
      ok: true,
      to: 'paid',
    });
    expect(modifyFeeOutcome(asked, 10_000)).toEqual({ kind: 'withdraw' });
    expect(modifyFeeOutcome({ state: 'awaiting_payment', fee_fen: 10_000 }, 8000)).toEqual({
      kind: 'set-fee',
      fee_fen: 8000,
    });
    expect(modifyFeeOutcome({ state: 'paid', fee_fen: 10_000 }, 12_000)).toEqual({
      kind: 'top-up',
      amount_fen: 2000,
    });
    expect(modifyFeeOutcome({ state: 'delivered', fee_fen: 10_000 }, 8000)).toEqual({
      kind: 'lower',
      refund_fen: 2000,
      fee_fen: 8000,
    });
  });

  test('a fee change is open while the last price round differs from the fee, in a live paid state', () => {
    const rounds = [{ price_fen: 10_000 }, { price_fen: 12_000 }];
    expect(openFeeChange({ status: 'paid', price_fen: 10_000, rounds })).toBe(12_000);
    expect(openFeeChange({ status: 'delivered', price_fen: 10_000, rounds })).toBe(12_000);
    // Settled (the last round is the fee again), not paid yet, or over.
    expect(openFeeChange({ status: 'paid', price_fen: 12_000, rounds })).toBeNull();
    expect(openFeeChange({ status: 'awaiting_payment', price_fen: 10_000, rounds })).toBeNull();
    expect(openFeeChange({ status: 'completed', price_fen: 10_000, rounds })).toBeNull();
    expect(openFeeChange({ status: 'paid', price_fen: 10_000, rounds: [] })).toBeNull();
  });

  test('accept-fee-change and decline-fee-change: the taker answers a lowering, nothing else', () => {
    const lowering = facts({ state: 'in_service', fee_change_fen: 8000 });
    expect(allowedTransitions(lowering, 'taker')).toEqual([
      'deliver',
      'request-cancel',
      'dispute',
      'accept-fee-change',
      'decline-fee-change',
    ]);
    expect(allowedTransitions(lowering, 'poster')).toEqual(['request-cancel', 'dispute', 'modify-fee']);
    expect(checkTransition(lowering, 'accept-fee-change', taker)).toEqual({ ok: true, to: 'in_service' });
    expect(checkTransition(lowering, 'decline-fee-change', poster)).toMatchObject({
      reason: 'task.wrongRole',
    });
    const raise = { ...lowering, fee_change_fen: 12_000 };
    expect(checkTransition(raise, 'accept-fee-change', taker)).toMatchObject({ reason: 'task.noFeeChange' });
    expect(checkTransition(facts({ state: 'paid' }), 'decline-fee-change', taker)).toMatchObject({
      reason: 'task.noFeeChange',
    });
    expect(checkTransition(lowering, 'accept-fee-change', kefu)).toMatchObject({
      reason: 'task.reasonRequired',
    });
  });

  test('top-up-paid: exactly the raise asked for', () => {
    const raise = facts({ state: 'delivered', fee_change_fen: 12_000 });
    expect(checkTransition(raise, 'top-up-paid', SYSTEM, { payment_fen: 2000 })).toEqual({
      ok: true,
      to: 'delivered',
    });
    for (const payment_fen of [1999, 12_000, 0, undefined])
      expect(checkTransition(raise, 'top-up-paid', SYSTEM, { payment_fen })).toMatchObject({
        reason: 'task.paymentMismatch',
      });
    for (const fee_change_fen of [null, 8000])
      expect(
        checkTransition({ ...raise, fee_change_fen }, 'top-up-paid', SYSTEM, { payment_fen: 2000 }),
      ).toMatchObject({ reason: 'task.noFeeChange' });
  });

  test('resolve-split: the taker’s part strictly between 0 and the fee', () => {
    const disputed = facts({ state: 'disputed' });
    const split = (taker_fen?: number) =>
      checkTransition(disputed, 'resolve-split', kefu, { reason: 'half done', taker_fen });
    expect(split(5000)).toEqual({ ok: true, to: 'split' });
    for (const bad of [0, 10_000, 10_001, 2.5, undefined])
      expect(split(bad)).toMatchObject({ reason: 'task.splitAmount' });
  });

  test('not-selected only once the order stopped taking takers', () => {
    expect(checkTransition(facts(), 'not-selected', SYSTEM)).toMatchObject({ reason: 'task.orderStillOpen' });
    for (const order_state of ['full', 'cancelled', 'expired', 'removed'] as const) {
      expect(checkTransition(facts({ order_state }), 'not-selected', SYSTEM)).toEqual({
        ok: true,
        to: 'not_selected',
      });
    }
  });

  test('every refusal key is a known key', () => {
    const keys = new Set<string>(REASON_KEYS);
    expect(keys.size).toBe(REASON_KEYS.length);
    for (const key of REASON_KEYS) expect(key).toMatch(/^(task|coupon|order)\.[a-z][A-Za-z]+$/);
  });
});

function couponFacts(patch: Partial<CouponFacts> = {}): CouponFacts {
  return {
    id: 5,
    owner_id: POSTER,
    amount_fen: 1000,
    min_spend_fen: 5000,
    valid_from: T0 - DAY,
    valid_until: T0 + DAY,
    category_id: 3,
    status: 'available',
    task_id: null,
    ...patch,
  };
}

describe('coupons', () => {
  const task = facts();
  test('a valid coupon of the poster passes; held by this same task too', () => {
    expect(checkCoupon(couponFacts(), task, T0)).toBeNull();
    expect(checkCoupon(couponFacts({ category_id: null }), task, T0)).toBeNull();
    expect(checkCoupon(couponFacts({ status: 'held', task_id: 42 }), task, T0)).toBeNull();
  });
  test('each rule has its key', () => {
    expect(checkCoupon(couponFacts({ owner_id: TAKER }), task, T0)).toBe('coupon.notYours');
    expect(checkCoupon(couponFacts({ status: 'used', task_id: 42 }), task, T0)).toBe('coupon.notAvailable');
    expect(checkCoupon(couponFacts({ status: 'held', task_id: 43 }), task, T0)).toBe('coupon.notAvailable');
    expect(checkCoupon(couponFacts({ status: 'expired' }), task, T0)).toBe('coupon.notAvailable');
    expect(checkCoupon(couponFacts(), task, T0 - 2 * DAY)).toBe('coupon.notStarted');
    expect(checkCoupon(couponFacts(), task, T0 + 2 * DAY)).toBe('coupon.expired');
    expect(checkCoupon(couponFacts({ category_id: 4 }), task, T0)).toBe('coupon.category');
    expect(checkCoupon(couponFacts({ min_spend_fen: 10_001 }), task, T0)).toBe('coupon.minSpend');
    expect(checkCoupon(couponFacts({ amount_fen: 10_000, min_spend_fen: 0 }), task, T0)).toBe(
      'coupon.tooLarge',
    );
  });
  test('change-coupon while awaiting payment, and without a clock a coupon is refused', () => {
    const waiting = facts({ state: 'awaiting_payment' });
    expect(
      checkTransition(waiting, 'change-coupon', actorFor('poster'), { coupon: couponFacts(), now: T0 }),
    ).toEqual({
      ok: true,
      to: 'awaiting_payment',
    });
    expect(
      checkTransition(waiting, 'change-coupon', actorFor('poster'), { coupon: couponFacts() }),
    ).toMatchObject({
      reason: 'coupon.expired',
    });
  });
});

describe('timers', () => {
  test('the constants are the design’s, in seconds', () => {
    expect(PAYMENT_HOLD_SECONDS).toBe(900);
    expect(COUNTER_ROUNDS_MAX).toBe(5);
    expect(CHANGE_REQUESTS_MAX).toBe(3);
    expect(AUTO_CONFIRM_SECONDS).toBe(604_800);
    expect(CONFIRM_REMINDER_AFTER_SECONDS).toBe(432_000);
    expect(CONFIRM_REMINDER_BEFORE_SECONDS).toBe(86_400);
    expect(CANCEL_REPLY_SECONDS).toBe(172_800);
    expect(NO_DELIVERY_GRACE_SECONDS).toBe(259_200);
    expect(EVALUATION_WINDOW_SECONDS).toBe(1_209_600);
    expect(WALLET_CLEARANCE_SECONDS).toBe(259_200);
    expect(EVIDENCE_PHOTOS_MAX).toBe(9);
    expect(DEFAULT_LIFECYCLE_CONFIG.payment_hold_seconds).toBe(900);
  });

  const job = (transition: Job['transition'], due_at: number): Job => ({ task_id: 42, transition, due_at });

  test('accept holds the payment 15 minutes; paid cancels it and starts the no-delivery grace', () => {
    expect(timersAfter('accept', facts(), T0)).toEqual({
      schedule: [job('payment-expired', T0 + 900)],
      cancel: [],
    });
    const waiting = facts({ state: 'awaiting_payment', entered_at: T0, service_at: T0 + DAY });
    expect(timersAfter('paid', waiting, T0 + 60)).toEqual({
      schedule: [job('no-delivery', T0 + DAY + NO_DELIVERY_GRACE_SECONDS)],
      cancel: [job('payment-expired', T0 + 900)],
    });
    expect(timersAfter('change-coupon', waiting, T0 + 60)).toEqual({ schedule: [], cancel: [] });
  });

  test('deliver schedules auto-confirm at 7 days with reminders at day 5 and 24 h before', () => {
    const paid = facts({ state: 'paid', service_at: T0 });
    const t = T0 + DAY;
    expect(timersAfter('deliver', paid, t)).toEqual({
      schedule: [
        job('auto-confirm', t + 7 * DAY),
        job('confirm-reminder', t + 5 * DAY),
        job('confirm-reminder-last', t + 6 * DAY),
      ],
      cancel: [job('no-delivery', T0 + 3 * DAY)],
    });
  });

  test('request-changes and dispute stop the auto-confirm timer; redelivery starts a new one', () => {
    const delivered = facts({ state: 'delivered', entered_at: T0, delivered_at: T0 });
    const stopped = [
      job('auto-confirm', T0 + 7 * DAY),
      job('confirm-reminder', T0 + 5 * DAY),
      job('confirm-reminder-last', T0 + 6 * DAY),
    ];
    expect(timersAfter('request-changes', delivered, T0 + DAY)).toEqual({ schedule: [], cancel: stopped });
    expect(timersAfter('dispute', delivered, T0 + DAY)).toEqual({ schedule: [], cancel: stopped });
    const redelivered = facts({ state: 'delivered', entered_at: T0 + 2 * DAY, delivered_at: T0 + 2 * DAY });
    expect(isJobCurrent(job('auto-confirm', T0 + 7 * DAY), redelivered)).toBe(false);
    expect(isJobCurrent(job('auto-confirm', T0 + 9 * DAY), redelivered)).toBe(true);
    expect(isJobCurrent({ ...job('auto-confirm', T0 + 9 * DAY), task_id: 43 }, redelivered)).toBe(false);
  });

  test('settling starts the clearance (3 days) and the evaluation window (14 days)', () => {
    const delivered = facts({ state: 'delivered', entered_at: T0, delivered_at: T0 });
    const t = T0 + 7 * DAY;
    const after = timersAfter('auto-confirm', delivered, t);
    expect(after.schedule).toEqual([
      job('evaluation-close', t + 14 * DAY),
      job('wallet-clearance', t + 3 * DAY),
    ]);
    expect(after.cancel.map((j) => j.transition)).toEqual([
      'auto-confirm',
      'confirm-reminder',
      'confirm-reminder-last',
    ]);
    expect(timersAfter('resolve-refund', facts({ state: 'disputed' }), t)).toEqual({
      schedule: [],
      cancel: [],
    });
    expect(
      timersAfter('resolve-split', facts({ state: 'disputed' }), t).schedule.map((j) => j.transition),
    ).toEqual(['evaluation-close', 'wallet-clearance']);
    expect(timersAfter('evaluate', facts({ state: 'completed', entered_at: t }), t + DAY)).toEqual({
      schedule: [],
      cancel: [],
    });
  });

  test('a cancellation request gets 48 h; answering it cancels that timer', () => {
    const paid = facts({ state: 'paid', service_at: T0 });
    expect(timersAfter('request-cancel', paid, T0 + DAY)).toEqual({
      schedule: [job('accept-cancel', T0 + DAY + CANCEL_REPLY_SECONDS)],
      cancel: [job('no-delivery', T0 + NO_DELIVERY_GRACE_SECONDS)],
    });
    const asked = facts({ state: 'cancel_requested', entered_at: T0 });
    expect(timersAfter('reject-cancel', asked, T0 + DAY)).toEqual({
      schedule: [],
      cancel: [job('accept-cancel', T0 + CANCEL_REPLY_SECONDS)],
    });
  });

  test('timers use the configuration', () => {
    const config = { ...DEFAULT_LIFECYCLE_CONFIG, payment_hold_seconds: 60 };
    expect(timersAfter('accept', facts(), T0, config).schedule).toEqual([job('payment-expired', T0 + 60)]);
    expect(dueAt('payment-expired', facts({ state: 'paid' }))).toBeNull();
  });

  test('creating a task schedules nothing; an impossible transition throws', () => {
    expect(timersAfter('quote', facts({ state: null }), T0)).toEqual({ schedule: [], cancel: [] });
    expect(() => timersAfter('confirm', facts(), T0)).toThrow();
  });

  test('every job a transition schedules is current for the task it produces', () => {
    for (const name of TRANSITION_NAMES) {
      for (const edge of TRANSITIONS[name].edges) {
        if (edge.from === null) continue;
        const before = facts({ state: edge.from, entered_at: T0, service_at: T0 });
        const now = T0 + DAY;
        const after = {
          ...before,
          state: edge.to,
          entered_at: edge.to === edge.from ? T0 : now,
          delivered_at: name === 'deliver' ? now : before.delivered_at,
        };
        for (const j of timersAfter(name, before, now).schedule)
          expect(isJobCurrent(j, after), `${name} ${j.transition}`).toBe(true);
      }
    }
    expect(JOB_NAMES).toHaveLength(8);
  });

  test('evaluations show once both are in, or after 14 days', () => {
    const done = facts({ state: 'completed', entered_at: T0 });
    expect(evaluationsVisible({ ...done, evaluated_by_poster: true }, T0 + DAY)).toBe(false);
    expect(
      evaluationsVisible({ ...done, evaluated_by_poster: true, evaluated_by_taker: true }, T0 + DAY),
    ).toBe(true);
    expect(evaluationsVisible(done, T0 + EVALUATION_WINDOW_SECONDS)).toBe(true);
  });
});

describe('orders', () => {
  const order = (patch: Partial<OrderFacts> = {}): OrderFacts => ({
    id: 1,
    state: 'open',
    poster_id: POSTER,
    headcount: 2,
    service_at: T0 + 2 * DAY,
    ...patch,
  });
  const tasks = (...states: TaskState[]) => states.map((state) => ({ state }));

  test('full when the headcount is paid; held positions count for accepting, not for full', () => {
    expect(orderAfterTaskChange(order(), tasks('paid', 'awaiting_payment'), T0)).toBe('open');
    expect(positionsLeft(order(), tasks('paid', 'awaiting_payment', 'pending'))).toBe(0);
    expect(orderAfterTaskChange(order(), tasks('paid', 'in_service', 'pending'), T0)).toBe('full');
    expect(positionsLeft(order(), tasks('refunded', 'cancelled', 'withdrawn'))).toBe(2);
  });

  test('a paid task cancelled and refunded reopens a position until the service time', () => {
    const full = order({ state: 'full' });
    expect(orderAfterTaskChange(full, tasks('paid', 'cancelled'), T0)).toBe('open');
    expect(orderAfterTaskChange(full, tasks('refunded', 'delivered'), T0)).toBe('open');
    expect(orderAfterTaskChange(full, tasks('refunded', 'delivered'), T0 + 2 * DAY)).toBe('full');
  });

  test('completed when every paid task finished', () => {
    expect(orderAfterTaskChange(order({ state: 'full' }), tasks('completed', 'delivered'), T0)).toBe('full');
    expect(
      orderAfterTaskChange(order({ state: 'full' }), tasks('completed', 'split', 'not_selected'), T0),
    ).toBe('completed');
    // Fewer takers than positions: it completes once its service time came and all finished.
    expect(orderAfterTaskChange(order(), tasks('completed'), T0)).toBe('open');
    expect(orderAfterTaskChange(order(), tasks('completed'), T0 + 2 * DAY)).toBe('completed');
  });

  test('expired at its service time with no paid task; cancelled, removed and finished orders stay', () => {
    expect(orderAfterTaskChange(order(), tasks('pending', 'awaiting_payment'), T0 + 2 * DAY)).toBe('expired');
    expect(orderAfterTaskChange(order(), tasks('pending'))).toBe('open');
    for (const state of ['cancelled', 'removed', 'expired', 'completed'] as OrderState[]) {
      expect(orderAfterTaskChange(order({ state }), tasks('paid', 'paid'), T0)).toBe(state);
    }
    expect(orderTimers(order())).toEqual([{ order_id: 1, transition: 'order-close', due_at: T0 + 2 * DAY }]);
    expect(orderTimers(order({ state: 'cancelled' }))).toEqual([]);
    expect(orderChangeName('open', 'full')).toBe('fill');
    expect(orderChangeName('full', 'open')).toBe('reopen');
    expect(orderChangeName('full', 'completed')).toBe('complete');
    expect(orderChangeName('open', 'expired')).toBe('expire');
    expect(orderChangeName('open', 'open')).toBeNull();
  });

  test('the poster cancels while no task is paid; kefu removes with a reason once nothing paid is live', () => {
    const poster = actorFor('poster');
    const kefu = actorFor('kefu');
    expect(
      checkOrderTransition(order(), tasks('pending', 'awaiting_payment'), 'cancel-order', poster),
    ).toEqual({
      ok: true,
      to: 'cancelled',
    });
    expect(checkOrderTransition(order(), tasks('completed'), 'cancel-order', poster)).toMatchObject({
      reason: 'order.hasPaidTask',
    });
    expect(checkOrderTransition(order({ state: 'full' }), [], 'cancel-order', poster)).toMatchObject({
      reason: 'order.wrongState',
    });
    expect(checkOrderTransition(order(), [], 'cancel-order', { role: 'poster', id: 8 })).toMatchObject({
      reason: 'order.notYours',
    });
    expect(checkOrderTransition(order(), [], 'remove-order', poster, { reason: 'x' })).toMatchObject({
      reason: 'order.wrongRole',
    });
    expect(checkOrderTransition(order(), [], 'remove-order', kefu)).toMatchObject({
      reason: 'order.reasonRequired',
    });
    expect(
      checkOrderTransition(order(), tasks('in_service'), 'remove-order', kefu, { reason: 'fraud' }),
    ).toMatchObject({
      reason: 'order.hasPaidTask',
    });
    expect(
      checkOrderTransition(order({ state: 'completed' }), tasks('completed'), 'remove-order', kefu, {
        reason: 'fraud',
      }),
    ).toEqual({
      ok: true,
      to: 'removed',
    });
    expect(checkOrderTransition(order(), [], 'delete', kefu)).toMatchObject({
      reason: 'order.unknownTransition',
    });
    expect(
      checkOrderTransition(order(), [], 'cancel-order', poster, { reason: 'x'.repeat(141) }),
    ).toMatchObject({
      reason: 'order.reasonTooLong',
    });
  });
});

/**
 * A miniature of the server: it checks, applies the effects the rules name, keeps the log,
 * the job queue and the ledger.
 */
class Simulation {
  task: TaskFacts;
  order: OrderFacts;
  log: TaskLogRecord[] = [];
  jobs: Job[] = [];
  ledger: Entry[] = [];
  share = 0.15;

  constructor(task: TaskFacts, order: OrderFacts) {
    this.task = task;
    this.order = order;
  }

  take(name: TransitionName, actor: Actor, input: TransitionInput & { now: number }): void {
    const result = checkTransition(this.task, name, actor, input);
    if (!result.ok) throw new Error(`${name} refused: ${result.reason}`);
    const before = this.task;
    const timers = timersAfter(name, before, input.now);
    const next: TaskFacts = { ...before, state: result.to };
    if (result.to !== before.state) next.entered_at = input.now;
    const effects = TRANSITIONS[name].effects;
    if (effects.includes('set-price') && input.price_fen !== undefined) next.fee_fen = input.price_fen;
    if (effects.includes('count-round')) next.counter_rounds += 1;
    if (effects.includes('count-change-request')) next.change_requests += 1;
    if (effects.includes('hold-coupon') && input.coupon) next.coupon_fen = input.coupon.amount_fen;
    if (effects.includes('record-cancel-request'))
      next.cancel_requested_by = actor.role as 'poster' | 'taker';
    if (name === 'deliver') next.delivered_at = input.now;
    const money = {
      task_id: 42,
      poster_id: POSTER,
      taker_id: TAKER,
      fee_fen: next.fee_fen,
      coupon_fen: next.coupon_fen,
    };
    if (effects.includes('post-paid')) this.ledger.push(...paidPostings(money));
    if (effects.includes('post-completed'))
      this.ledger.push(...completedPostings({ ...money, share: this.share }));
    if (effects.includes('post-refunded')) this.ledger.push(...refundedPostings(money));
    this.task = next;
    this.jobs = this.jobs.filter(
      (j) => !timers.cancel.some((c) => c.transition === j.transition && c.due_at === j.due_at),
    );
    this.jobs.push(...timers.schedule);
    this.log.push({
      task_id: 42,
      transition: name,
      actor_role: actor.role,
      actor_id: actor.id,
      from: before.state,
      to: result.to,
      at: input.now,
      reason: input.reason ?? null,
    });
    if (effects.includes('recompute-order')) {
      this.order = {
        ...this.order,
        state: orderAfterTaskChange(this.order, [{ state: result.to }], input.now),
      };
    }
  }
}

describe('the whole job of the issue', () => {
  test('quote, counter, accept, pay, deliver, request changes once, deliver, confirm: completed with the right ledger', () => {
    const order: OrderFacts = {
      id: 1,
      state: 'open',
      poster_id: POSTER,
      headcount: 1,
      service_at: T0 + 3 * DAY,
    };
    const sim = new Simulation(facts({ state: null, service_at: order.service_at, fee_fen: 12_000 }), order);
    const poster = actorFor('poster');
    const taker = actorFor('taker');
    let now = T0;
    const at = (minutes: number) => {
      now += minutes * 60;
      return now;
    };

    sim.take('quote', taker, {
      now: at(0),
      price_fen: 10_000,
      real_name_verified: true,
      has_live_task: false,
    });
    sim.task = { ...sim.task, id: 42, taker_id: TAKER };
    expect(allowedTransitions(sim.task, 'poster')).toContain('counter');
    sim.take('counter', poster, { now: at(5), price_fen: 9000 });
    expect(allowedTransitions(sim.task, 'taker')).toContain('accept');
    sim.take('accept', taker, { now: at(5), positions_left: 1 });
    expect(sim.jobs).toEqual([{ task_id: 42, transition: 'payment-expired', due_at: now + 900 }]);
    const coupon = couponFacts({ valid_until: T0 + 30 * DAY });
    sim.take('change-coupon', poster, { now: at(2), coupon });
    sim.take('paid', SYSTEM, { now: at(3), payment_fen: 8000 });
    expect(sim.order.state).toBe('full');
    sim.take('start', taker, { now: at(60 * 24) });
    sim.take('deliver', taker, { now: at(60 * 8), note: 'Assembled', photos: 3 });
    sim.take('request-changes', poster, { now: at(60), reason: 'One shelf is loose' });
    sim.take('deliver', taker, { now: at(120), note: 'Fixed the shelf', photos: 1 });
    const lastDelivery = now;
    expect(sim.jobs.map((j) => j.transition).sort()).toEqual([
      'auto-confirm',
      'confirm-reminder',
      'confirm-reminder-last',
    ]);
    expect(sim.jobs.find((j) => j.transition === 'auto-confirm')?.due_at).toBe(
      lastDelivery + AUTO_CONFIRM_SECONDS,
    );
    sim.take('confirm', poster, { now: at(30) });

    expect(sim.task.state).toBe('completed');
    expect(sim.order.state).toBe('completed');
    expect(sim.task.fee_fen).toBe(9000);
    expect(sim.task.counter_rounds).toBe(1);
    expect(sim.task.change_requests).toBe(1);
    expect(sim.log.map((r) => `${r.transition}:${r.from ?? '-'}>${r.to}`)).toEqual([
      'quote:->pending',
      'counter:pending>countered',
      'accept:countered>awaiting_payment',
      'change-coupon:awaiting_payment>awaiting_payment',
      'paid:awaiting_payment>paid',
      'start:paid>in_service',
      'deliver:in_service>delivered',
      'request-changes:delivered>in_service',
      'deliver:in_service>delivered',
      'confirm:delivered>completed',
    ]);
    expect(sim.log[7]).toMatchObject({
      actor_role: 'poster',
      actor_id: POSTER,
      reason: 'One shelf is loose',
    });

    // Fee 90.00, coupon 10.00, share 0.15: the poster paid 80.00, the taker earns 76.50.
    expect(balanced(sim.ledger)).toBe(true);
    expect(balanceOf('poster:7:payment', sim.ledger)).toBe(-8000);
    expect(balanceOf('escrow:task:42', sim.ledger)).toBe(0);
    expect(balanceOf('wallet:9:pending', sim.ledger)).toBe(7650);
    expect(balanceOf('platform:commission', sim.ledger)).toBe(1350);
    expect(balanceOf('platform:coupon_subsidy', sim.ledger)).toBe(-1000);

    // Three days later the clearance job moves the payout to available.
    const clearance = sim.jobs.find((j) => j.transition === 'wallet-clearance');
    expect(clearance?.due_at).toBe(now + WALLET_CLEARANCE_SECONDS);
    expect(clearance && isJobCurrent(clearance, sim.task)).toBe(true);
    sim.ledger.push(...clearancePostings({ user_id: TAKER, amount_fen: 7650 }));
    expect(balanceOf('wallet:9:pending', sim.ledger)).toBe(0);
    expect(balanceOf('wallet:9:available', sim.ledger)).toBe(7650);
    expect(sim.jobs.map((j) => j.transition).sort()).toEqual(['evaluation-close', 'wallet-clearance']);
  });

  test('a paid task cancelled by agreement refunds in full and reopens the order', () => {
    const order: OrderFacts = {
      id: 1,
      state: 'open',
      poster_id: POSTER,
      headcount: 1,
      service_at: T0 + 3 * DAY,
    };
    const sim = new Simulation(
      facts({ state: 'pending', fee_fen: 5000, service_at: order.service_at }),
      order,
    );
    sim.take('accept', actorFor('poster'), { now: T0, positions_left: 1 });
    sim.take('paid', SYSTEM, { now: T0 + 60, payment_fen: 5000 });
    expect(sim.order.state).toBe('full');
    sim.take('request-cancel', actorFor('taker'), {
      now: T0 + 120,
      reason: 'I am ill',
      responsible: 'taker',
    });
    expect(allowedTransitions(sim.task, 'taker')).toEqual([]);
    const reply = sim.jobs.find((j) => j.transition === 'accept-cancel');
    expect(reply?.due_at).toBe(T0 + 120 + CANCEL_REPLY_SECONDS);
    sim.take('accept-cancel', SYSTEM, { now: T0 + 120 + CANCEL_REPLY_SECONDS });
    expect(sim.task.state).toBe('cancelled');
    expect(sim.order.state).toBe('open');
    expect(balanced(sim.ledger)).toBe(true);
    expect(balanceOf('escrow:task:42', sim.ledger)).toBe(0);
    expect(balanceOf('poster:7:payment', sim.ledger)).toBe(0);
    expect(sim.jobs).toEqual([]);
  });
});

describe('docs/lifecycle.md', () => {
  test('its transitions table says what the code does', () => {
    const doc = readFileSync(
      resolve(dirname(fileURLToPath(import.meta.url)), '../../../docs/lifecycle.md'),
      'utf8',
    );
    const table = doc.split('<!-- transitions:start -->')[1]?.split('<!-- transitions:end -->')[0] ?? '';
    const rows = table
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\s\|$/g, '').trim()));
    const short: Record<Role, string> = { poster: 'P', taker: 'T', kefu: 'CS', system: 'SYS' };
    const code = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(rows.map((r) => r[0])).toEqual(TRANSITION_NAMES.map((n) => `\`${n}\``));
    for (const [cell, moves, guards, effects] of rows) {
      const name = (cell ?? '').replaceAll('`', '') as TransitionName;
      const rule = TRANSITIONS[name];
      const groups = new Map<string, string[]>();
      for (const e of rule.edges) {
        const key = `${e.by.map((b) => short[b]).join(', ')}|${e.to === e.from ? '(same)' : `\`${e.to}\``}`;
        groups.set(key, [...(groups.get(key) ?? []), e.from === null ? '(none)' : `\`${e.from}\``]);
      }
      const expected = [...groups]
        .map(([key, froms]) => {
          const [by, to] = key.split('|');
          return `${froms.join(', ')} -> ${to} (${by})`;
        })
        .join('; ');
      expect(moves, name).toBe(expected);
      expect(guards, name).toBe(rule.guards.map((g) => GUARDS[g].rule).join('; ') || '-');
      expect(code(effects ?? ''), name).toEqual([...rule.effects]);
    }
  });
});
