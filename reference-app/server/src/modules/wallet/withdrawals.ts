import {
  type Entry,
  walletAccount,
  withdrawalCancelledPostings,
  withdrawalFailedPostings,
  withdrawalRequestedPostings,
  withdrawalSucceededPostings,
} from '@marketplace/sdk/rules';
import type { FastifyBaseLogger } from 'fastify';
import { type Selectable, sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { WithdrawalsTable } from '../../db/schema.js';
import { AppError, invalidField, requiredField } from '../../kernel/errors.js';
import { type EventPublisher, noEvents } from '../../kernel/events.js';
import { orderedId } from '../../kernel/ids.js';
import { requireIdempotencyKey, requireInt } from '../../kernel/input.js';
import { PAGE_SIZE, type Page, parsePage } from '../../kernel/paging.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { Headers } from '../../providers/pay.js';
import {
  type PayoutProvider,
  PayoutProviderError,
  REAL_NAME_TRANSFER_MIN_FEN,
  type TransferBill,
} from '../../providers/payout.js';
import { SMRZ } from '../user/real-name.js';
import { balances, post } from './ledger.js';

type WithdrawalRow = Selectable<WithdrawalsTable>;
export type WithdrawalStatus = WithdrawalsTable['status'];

/** The smallest withdrawal: 0.10 yuan. */
export const WITHDRAWAL_MIN_FEN = 10;
/** The largest amount one call may name (a guard on the input; the daily maximum is lower). */
const AMOUNT_MAX_FEN = 100_000_000_000;
/** Statuses of a withdrawal whose money is still frozen: at most one per person. */
export const OPEN_STATUSES: readonly WithdrawalStatus[] = ['pending', 'waiting', 'cancelling'];
/** Statuses in which the person may still cancel (the payee has not confirmed). */
const CANCELLABLE: readonly WithdrawalStatus[] = ['pending', 'waiting'];
const OUT_BILL_NO = /^[A-Za-z0-9]{5,32}$/;
const CHINA_OFFSET_SECONDS = 8 * 3600;
const DAY = 86_400;
/** When the payout job first asks about a transfer that got no answer, and about one waiting for the payee. */
export const QUERY_UNANSWERED_SECONDS = 60;
export const QUERY_WAITING_SECONDS = 3600;
/** The payout job's backoff stops growing here. */
const QUERY_MAX_SECONDS = 6 * 3600;
/** A claimed row is let go after this (a process that died holding it). */
const LEASE_SECONDS = 60;
const BATCH = 20;

/**
 * The person's WeChat openid under the merchant's appid (the payee of a WeChat transfer); null
 * until they signed in through WeChat. The same lookup as the payer's (`PayerOpenId`).
 */
export type PayeeOpenId = (userId: number) => Promise<string | null>;

/** The verified real name of a person (real-name verification), or null: the payee's `user_name`. */
function verifiedName(user: { smrz: number; name: string }): string | null {
  const name = user.name.trim();
  return user.smrz === SMRZ.verified && name ? name : null;
}

/** A withdrawal as the calls answer it. */
export interface WithdrawalView {
  out_bill_no: string;
  amount_fen: number;
  status: WithdrawalStatus;
  provider: string;
  /** For `requestMerchantTransfer` while the bill waits for the payee; null otherwise. */
  package_info: string | null;
  fail_reason: string | null;
  cancellable: boolean;
  created_at: number;
  finished_at: number | null;
}

/** What cashOut shows before the person confirms: the rules and what is left today. */
export interface WithdrawRules {
  min_fen: number;
  daily_max_fen: number;
  today_left_fen: number;
  available_fen: number;
  provider: string;
  /** The open withdrawal, if any (a new one is refused until it ends). */
  open: WithdrawalView | null;
}

/** The start of the China calendar day `now` is in (withdrawal limits count per day there). */
export function chinaDayStart(now: number): number {
  return Math.floor((now + CHINA_OFFSET_SECONDS) / DAY) * DAY - CHINA_OFFSET_SECONDS;
}

export function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

const FINAL: Readonly<
  Record<
    string,
    {
      status: 'succeeded' | 'failed' | 'cancelled';
      postings: (m: { user_id: number; amount_fen: number }) => Entry[];
    }
  >
> = {
  SUCCESS: { status: 'succeeded', postings: withdrawalSucceededPostings },
  FAIL: { status: 'failed', postings: withdrawalFailedPostings },
  CANCELLED: { status: 'cancelled', postings: withdrawalCancelledPostings },
};

/**
 * Withdrawals (docs/wallet-api.md): `transfer` freezes the amount and writes the row in one
 * transaction, then asks the payout provider; whatever the provider says later (its answer, a
 * signed notification, the payout job's query, a cancellation) goes through `#apply`, which
 * changes an open row at most once to a final state and posts the matching ledger entries.
 */
export class WithdrawalService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #events: EventPublisher;
  readonly #provider: PayoutProvider | undefined;
  readonly #payeeOpenId: PayeeOpenId;
  readonly #dailyMaxFen: number;
  readonly #log: FastifyBaseLogger | undefined;

  constructor(deps: {
    db: Db;
    clock: Clock;
    events?: EventPublisher;
    provider: PayoutProvider | undefined;
    payeeOpenId?: PayeeOpenId;
    dailyMaxFen: number;
    log?: FastifyBaseLogger;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#events = deps.events ?? noEvents;
    this.#provider = deps.provider;
    this.#payeeOpenId = deps.payeeOpenId ?? (async () => null);
    this.#dailyMaxFen = deps.dailyMaxFen;
    this.#log = deps.log;
  }

  get providerName(): string | undefined {
    return this.#provider?.name;
  }

  #requireProvider(): PayoutProvider {
    if (!this.#provider) throw new AppError('unavailable', 'error.payoutUnavailable');
    return this.#provider;
  }

  #view(row: WithdrawalRow): WithdrawalView {
    return {
      out_bill_no: row.id,
      amount_fen: Number(row.amount_fen),
      status: row.status,
      provider: row.provider,
      package_info: row.status === 'waiting' ? row.package_info : null,
      fail_reason: row.fail_reason,
      cancellable: CANCELLABLE.includes(row.status),
      created_at: Number(row.created_at),
      finished_at: row.finished_at === null ? null : Number(row.finished_at),
    };
  }

  async #todayFen(db: Db, userId: number, now: number): Promise<number> {
    const row = await db
      .selectFrom('withdrawals')
      .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('sum'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', chinaDayStart(now))
      .where('status', 'not in', ['failed', 'cancelled'])
      .executeTakeFirstOrThrow();
    return Number(row.sum);
  }

  async #available(db: Db, userId: number): Promise<number> {
    const account = walletAccount(userId, 'available');
    return (await balances(db, [account])).get(account) ?? 0;
  }

  /** withdrawRules: what cashOut shows. */
  async rules(userId: number): Promise<WithdrawRules> {
    const now = unixSeconds(this.#clock);
    const today = await this.#todayFen(this.#db, userId, now);
    const open = await this.#db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', OPEN_STATUSES)
      .executeTakeFirst();
    return {
      min_fen: WITHDRAWAL_MIN_FEN,
      daily_max_fen: this.#dailyMaxFen,
      today_left_fen: Math.max(0, this.#dailyMaxFen - today),
      available_fen: await this.#available(this.#db, userId),
      provider: this.#provider?.name ?? 'none',
      open: open ? this.#view(open) : null,
    };
  }

  /**
   * transfer: freezes `amount` fen of the caller's available balance and writes the withdrawal
   * in one transaction (under the caller's user row lock, so concurrent calls queue), then asks
   * the provider. The same idempotency key answers the first withdrawal and starts nothing.
   */
  async transfer(
    viewer: Viewer,
    input: { program: string | undefined; amount: string | undefined; idempotency_key: string | undefined },
  ): Promise<WithdrawalView> {
    const provider = this.#requireProvider();
    const program =
      input.program === undefined || input.program === '' ? 0 : requireInt('program', input.program, 0, 1);
    const amount = requireInt('amount', input.amount, 0, AMOUNT_MAX_FEN);
    if (amount < WITHDRAWAL_MIN_FEN) {
      throw new AppError('invalid', 'error.withdrawalMin', {
        field: 'amount',
        min: yuan(WITHDRAWAL_MIN_FEN),
      });
    }
    const key = requireIdempotencyKey(input.idempotency_key);
    const userId = viewer.userId;
    const first = await this.#byKey(this.#db, userId, key);
    if (first) return this.#view(first);
    const openid = provider.name === 'wechat' ? await this.#payeeOpenId(userId) : null;
    if (provider.name === 'wechat' && !openid) throw new AppError('conflict', 'error.payoutNeedsWechat');
    const now = unixSeconds(this.#clock);
    const { row, fresh, realName } = await transact(this.#db, async (tx) => {
      const user = await tx
        .selectFrom('users')
        .select(['id', 'smrz', 'name'])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!user) throw new AppError('unauthenticated', 'error.authRequired');
      const again = await this.#byKey(tx, userId, key);
      const realName = verifiedName(user);
      if (again) return { row: again, fresh: false, realName };
      // WeChat's transfer from 2,000 yuan needs the payee's real name (providers/payout.ts).
      if (amount >= REAL_NAME_TRANSFER_MIN_FEN && !realName) {
        throw new AppError('conflict', 'error.payoutNeedsRealName', {
          min: yuan(REAL_NAME_TRANSFER_MIN_FEN),
        });
      }
      if (user.smrz !== SMRZ.verified) throw new AppError('forbidden', 'error.withdrawalRealName');
      const open = await tx
        .selectFrom('withdrawals')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', 'in', OPEN_STATUSES)
        .executeTakeFirst();
      if (open) throw new AppError('conflict', 'error.withdrawalOpen');
      const available = await this.#available(tx, userId);
      if (amount > available) {
        throw new AppError('conflict', 'error.withdrawalInsufficient', { available: yuan(available) });
      }
      const today = await this.#todayFen(tx, userId, now);
      if (today + amount > this.#dailyMaxFen) {
        throw new AppError('conflict', 'error.withdrawalDailyMax', {
          max: yuan(this.#dailyMaxFen),
          left: yuan(Math.max(0, this.#dailyMaxFen - today)),
        });
      }
      const inserted = await tx
        .insertInto('withdrawals')
        .values({
          id: orderedId('wd'),
          user_id: userId,
          amount_fen: amount,
          status: 'pending',
          provider: provider.name,
          program,
          idempotency_key: key,
          query_due_at: now + QUERY_UNANSWERED_SECONDS,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await post(tx, {
        kind: 'withdrawal-requested',
        task_id: null,
        entries: withdrawalRequestedPostings({ user_id: userId, amount_fen: amount }),
        now,
      });
      return { row: inserted, fresh: true, realName };
    });
    if (!fresh) return this.#view(row);
    // The money is frozen whatever the provider answers: an unanswered transfer stays `pending`
    // and the payout job asks again; a refusal fails it and gives the money back.
    try {
      await this.#apply(
        await provider.transfer(
          { out_bill_no: row.id, amount_fen: amount, openid, real_name: realName },
          now,
        ),
      );
    } catch (error) {
      if (error instanceof PayoutProviderError && error.code !== 'unavailable') {
        await this.#apply(this.#failed(row.id, error.code));
        throw new AppError('conflict', 'error.payoutRefused');
      }
      this.#log?.warn(
        { err: error, withdrawal: row.id },
        'transfer unanswered; the payout job will ask again',
      );
    }
    return this.#view(await this.#row(this.#db, row.id));
  }

  /** The person's verified real name, for a bill sent again by the payout job. */
  async #realName(userId: number): Promise<string | null> {
    const user = await this.#db
      .selectFrom('users')
      .select(['smrz', 'name'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return user ? verifiedName(user) : null;
  }

  #failed(outBillNo: string, reason: string): TransferBill {
    return {
      out_bill_no: outBillNo,
      transfer_bill_no: '',
      state: 'FAIL',
      package_info: null,
      fail_reason: reason,
    };
  }

  #byKey(db: Db, userId: number, key: string) {
    return db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  #row(db: Db, id: string) {
    return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** transferCancel: the caller cancels their withdrawal while the payee has not confirmed it. */
  async cancel(viewer: Viewer, raw: string | undefined): Promise<WithdrawalView> {
    const provider = this.#requireProvider();
    if (raw === undefined || raw === '') throw requiredField('out_bill_no');
    if (!OUT_BILL_NO.test(raw)) throw invalidField('out_bill_no');
    const row = await this.#db.selectFrom('withdrawals').selectAll().where('id', '=', raw).executeTakeFirst();
    if (!row || row.user_id !== viewer.userId) throw new AppError('notFound', 'error.withdrawalNotFound');
    if (!CANCELLABLE.includes(row.status)) throw new AppError('conflict', 'error.withdrawalNotCancellable');
    const now = unixSeconds(this.#clock);
    let bill: TransferBill;
    try {
      bill = await provider.cancel(row.id, now);
    } catch (error) {
      if (!(error instanceof PayoutProviderError)) throw error;
      if (error.code === 'unavailable')
        throw new AppError('unavailable', 'error.payoutUnavailable', {}, undefined, error);
      // Refused: the provider may never have created the bill (a transfer without an answer).
      const known = await provider.query(row.id, now).catch(() => undefined);
      if (known === undefined)
        throw new AppError('unavailable', 'error.payoutUnavailable', {}, undefined, error);
      bill = known ?? { ...this.#failed(row.id, ''), state: 'CANCELLED', fail_reason: null };
    }
    await this.#apply(bill);
    const after = await this.#row(this.#db, row.id);
    if (after.status === 'succeeded' || after.status === 'failed') {
      throw new AppError('conflict', 'error.withdrawalNotCancellable');
    }
    return this.#view(after);
  }

  /** withdrawBalanceLog: the caller's withdrawals, newest first. */
  async log(viewer: Viewer, pageRaw: string | undefined): Promise<Page<WithdrawalView>> {
    const page = parsePage(pageRaw);
    const rows = await this.#db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', viewer.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      list: rows.slice(0, PAGE_SIZE).map((r) => this.#view(r)),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }

  /** A withdrawal by its number, for the sandbox confirmation page (sandbox only: no caller). */
  async find(outBillNo: string): Promise<WithdrawalView | undefined> {
    if (!OUT_BILL_NO.test(outBillNo)) return undefined;
    const row = await this.#db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', outBillNo)
      .executeTakeFirst();
    return row ? this.#view(row) : undefined;
  }

  /**
   * Applies the provider's signed notification. Its signature is checked over the raw body
   * first (401 and nothing written otherwise); `#apply` makes a replay change nothing.
   */
  async notify(rawBody: string, headers: Headers, from: PayoutProvider['name']): Promise<void> {
    const provider = this.#requireProvider();
    if (provider.name !== from) throw new AppError('notFound', 'error.payoutUnavailable');
    const bill = provider.verifyNotification(rawBody, headers, unixSeconds(this.#clock));
    if (!bill) throw new AppError('unauthenticated', 'error.payoutSignature');
    await this.#apply(bill);
  }

  /**
   * What the provider says of a bill, applied under the row's lock. A final state (SUCCESS, FAIL,
   * CANCELLED) is applied once: the row leaves the open statuses, its posting is written and
   * `withdrawal.finished` announced; after that every word about the bill changes nothing.
   */
  async #apply(bill: TransferBill): Promise<void> {
    const now = unixSeconds(this.#clock);
    await transact(this.#db, async (tx) => {
      const row = await tx
        .selectFrom('withdrawals')
        .selectAll()
        .where('id', '=', bill.out_bill_no)
        .forUpdate()
        .executeTakeFirst();
      if (!row || !OPEN_STATUSES.includes(row.status)) return;
      const final = FINAL[bill.state];
      const transferBillNo = bill.transfer_bill_no || row.transfer_bill_no;
      if (final) {
        await tx
          .updateTable('withdrawals')
          .set({
            status: final.status,
            transfer_bill_no: transferBillNo,
            package_info: null,
            fail_reason: final.status === 'failed' ? (bill.fail_reason ?? 'FAIL') : null,
            query_due_at: null,
            claimed_at: null,
            updated_at: now,
            finished_at: now,
          })
          .where('id', '=', row.id)
          .execute();
        const amount = Number(row.amount_fen);
        await post(tx, {
          kind: `withdrawal-${final.status}`,
          task_id: null,
          entries: final.postings({ user_id: row.user_id, amount_fen: amount }),
          now,
        });
        await this.#events.emit(tx, 'withdrawal.finished', {
          withdrawalId: row.id,
          userId: row.user_id,
          status: final.status,
          amount_fen: amount,
        });
        return;
      }
      const status: WithdrawalStatus =
        bill.state === 'CANCELING' || row.status === 'cancelling' ? 'cancelling' : 'waiting';
      await tx
        .updateTable('withdrawals')
        .set({
          status,
          transfer_bill_no: transferBillNo,
          package_info: bill.package_info ?? row.package_info,
          query_due_at: now + (status === 'waiting' ? QUERY_WAITING_SECONDS : QUERY_UNANSWERED_SECONDS),
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
    });
  }

  /**
   * The payout job: asks the provider about every open withdrawal whose query is due (a transfer
   * that got no answer, one that waits long for its payee, a cancellation under way) and applies
   * the answer; a bill the provider does not know is sent again under the same `out_bill_no`.
   * Rows are claimed with SKIP LOCKED, so processes share the work. Resolves to the rows asked.
   */
  async runDue(): Promise<number> {
    const provider = this.#provider;
    if (!provider) return 0;
    const now = unixSeconds(this.#clock);
    const claimed = await sql<{
      id: string;
      user_id: number;
      amount_fen: string | number;
      query_attempts: number;
    }>`
      update withdrawals set claimed_at = ${now}
      where id in (
        select id from withdrawals
        where query_due_at is not null and query_due_at <= ${now}
          and status in ('pending', 'waiting', 'cancelling')
          and (claimed_at is null or claimed_at <= ${now - LEASE_SECONDS})
        order by query_due_at, id
        limit ${BATCH}
        for update skip locked
      )
      returning id, user_id, amount_fen, query_attempts`.execute(this.#db);
    for (const row of claimed.rows) {
      try {
        const known = await provider.query(row.id, now);
        const bill =
          known ??
          (await provider.transfer(
            {
              out_bill_no: row.id,
              amount_fen: Number(row.amount_fen),
              openid: provider.name === 'wechat' ? await this.#payeeOpenId(row.user_id) : null,
              real_name: await this.#realName(row.user_id),
            },
            now,
          ));
        await this.#apply(bill);
      } catch (error) {
        if (error instanceof PayoutProviderError && error.code !== 'unavailable') {
          await this.#apply(this.#failed(row.id, error.code));
        } else {
          this.#log?.warn({ err: error, withdrawal: row.id }, 'transfer query failed; asking again later');
        }
      }
      const attempts = row.query_attempts + 1;
      const after = await this.#row(this.#db, row.id);
      const base = after.status === 'waiting' ? QUERY_WAITING_SECONDS : QUERY_UNANSWERED_SECONDS;
      await this.#db
        .updateTable('withdrawals')
        .set({
          claimed_at: null,
          query_attempts: attempts,
          query_due_at: OPEN_STATUSES.includes(after.status)
            ? now + Math.min(QUERY_MAX_SECONDS, base * 2 ** Math.min(attempts, 10))
            : null,
        })
        .where('id', '=', row.id)
        .execute();
    }
    return claimed.rows.length;
  }
}

/** Runs the payout job every `intervalMs` in this process (0: never; tests call `runDue`). */
export class PayoutPoller {
  readonly #withdrawals: WithdrawalService;
  readonly #intervalMs: number;
  readonly #log: FastifyBaseLogger;
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<unknown> | undefined;

  constructor(deps: { withdrawals: WithdrawalService; intervalMs: number; log: FastifyBaseLogger }) {
    this.#withdrawals = deps.withdrawals;
    this.#intervalMs = deps.intervalMs;
    this.#log = deps.log;
  }

  start(): void {
    if (this.#intervalMs <= 0 || this.#timer) return;
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.#running = this.#withdrawals
        .runDue()
        .catch((error: unknown) => this.#log.error({ err: error }, 'payout job failed'))
        .finally(() => {
          this.#running = undefined;
        });
    }, this.#intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
