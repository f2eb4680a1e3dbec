import { changeTaskCoupon, getBestCoupon } from '../../../api/endpoints/coupons';
import { getOrder } from '../../../api/endpoints/orders';
import {
  type BridgeConfig,
  getBridgeConfig,
  getPaymentStatus,
  type PaymentStart,
  type PaymentStatus,
  payIn,
} from '../../../api/endpoints/payments';
import { getTask, newActionKey } from '../../../api/endpoints/tasks';
import type { Task, TaskState } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useEffect, useMemo, useRef, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button, buttonSheet } from '../../../ui/button';
import { Cell, cellSheet } from '../../../ui/cell';
import { errorText, isAborted } from '../../../ui/errors';
import { formatFen } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

export { default as messages } from './messages';

/** How often the payment's status is asked for once the payer is confirming it. */
export const PAY_POLL_MS = 2000;
/** After failed checks the interval doubles, up to this. */
export const PAY_POLL_MAX_MS = 30000;
const SECOND_MS = 1000;

/** Where a top-up can be paid (pay_in.php `info=topup`). */
const TOP_UP_STATES: readonly TaskState[] = ['paid', 'in_service', 'delivered'];
/** Past payment: the task was paid (it may have settled since). */
const PAID: readonly TaskState[] = [...TOP_UP_STATES, 'cancel_requested', 'disputed', 'completed', 'split'];

/** WeChat's in-app browser bridge (present only inside WeChat). */
interface WeixinBridge {
  invoke(name: 'getBrandWCPayRequest', params: BridgeConfig, done: (res: { err_msg?: string }) => void): void;
}

type Phase = 'idle' | 'starting' | 'confirm' | Exclude<PaymentStatus, 'pending'>;

/**
 * Whether opening the payment should choose the coupon: the task waits for payment, its poster
 * may change its coupon, and nobody chose one on selectCoupon yet (a `change-coupon` in its log,
 * "No coupon" included, is a choice this page never overrides).
 */
const picksCoupon = (task: Task) =>
  task.status === 'awaiting_payment' &&
  task.actions.includes('change-coupon') &&
  !task.log.some((record) => record.transition === 'change-coupon');

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * Paying for a task (`?id=` the task, `?info=task` by default or `topup` for a raised fee):
 * what is paid and the time left, then "Pay": pay_in.php (one idempotency key per attempt, so
 * a retried tap answers the same pending payment), bridgeConfig, and the provider's step: the
 * sandbox's confirmation page in a new tab (a link the payer taps: no popup blocker, no frame,
 * nothing the embedding page's CSP must allow), or WeChat's `getBrandWCPayRequest` inside WeChat.
 * Then the status is polled every 2 s (backing off on errors, only while this page is on top)
 * until it is paid (to the order, with a toast), failed (try again) or expired. A refusal
 * because the task moved on (409: paid in another tab, the hold expired, the raise withdrawn)
 * loads the task again: it shows where the task stands, with the way back to the order.
 */
export default function OrderPay() {
  const t = useT();
  useStyles(buttonSheet, cellSheet, sheet);
  const { api, router, toast } = useInstance();
  const page = useRoute();
  const { query } = page;
  const id = Number(query.id);
  const topup = query.info === 'topup';
  const quiet = useMemo(() => quietApi(api), [api]);
  const stack = useStore(router.$stack);
  const onTop = stack[stack.length - 1]?.key === page.key;

  const couponsOn = !topup && !!router.route('selectCoupon');
  const load = useLoad(async () => {
    let task = await getTask(quiet, id);
    const order = await getOrder(quiet, task.goods_order_id);
    let picked = false;
    if (couponsOn && picksCoupon(task)) {
      try {
        const held = task.coupon?.user_coupon_id;
        const { coupon } = await getBestCoupon(quiet, {
          goods_order_id: order.id,
          goods_order_task_id: task.id,
          ...(held ? { preferred: held } : {}),
        });
        if (coupon && coupon.id !== held) {
          task = await changeTaskCoupon(quiet, task.id, coupon.id, newActionKey());
          picked = true;
        }
      } catch (err) {
        if (isAborted(err)) throw err;
        // The choice is a convenience: without it the task is paid as it stands, or a coupon is
        // chosen on selectCoupon.
      }
    }
    return { task, order, picked };
  }, [id]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [payment, setPayment] = useState<PaymentStart | null>(null);
  const [sandboxUrl, setSandboxUrl] = useState('');
  const [error, setError] = useState('');
  const [checkError, setCheckError] = useState('');
  const [now, setNow] = useState(() => Math.floor(Date.now() / SECOND_MS));
  const key = useRef<string | null>(null);
  const busy = useRef(false);
  const wasOnTop = useRef(onTop);

  const task = load.data?.task;
  const due = payment?.expires_at ?? (topup ? undefined : task?.deadlines.payment_by);
  const over = phase === 'succeeded' || phase === 'failed' || phase === 'expired';

  // Back on top (from modifyFee, say) before paying: what is due may have changed.
  useEffect(() => {
    if (onTop && !wasOnTop.current && phase === 'idle') load.reload();
    wasOnTop.current = onTop;
  }, [onTop]);

  useEffect(() => {
    if (due === undefined || over) return;
    const timer = setInterval(() => setNow(Math.floor(Date.now() / SECOND_MS)), SECOND_MS);
    return () => clearInterval(timer);
  }, [due, over]);

  // Poll while the payer confirms, only while this page shows; double the wait after a failure.
  useEffect(() => {
    if (phase !== 'confirm' || !payment || !onTop) return;
    let stopped = false;
    let wait = PAY_POLL_MS;
    let timer: ReturnType<typeof setTimeout>;
    const check = () =>
      getPaymentStatus(quiet, payment.payment_id).then(
        ({ status }) => {
          if (stopped) return;
          setCheckError('');
          wait = PAY_POLL_MS;
          if (status === 'pending') timer = setTimeout(check, wait);
          else finish(status);
        },
        (err: unknown) => {
          if (stopped || isAborted(err)) return;
          setCheckError(errorText(err, t));
          wait = Math.min(wait * 2, PAY_POLL_MAX_MS);
          timer = setTimeout(check, wait);
        },
      );
    timer = setTimeout(check, wait);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [phase, payment?.payment_id, onTop]);

  const back = () => task && router.redirectTo('orderDetail', { id: task.goods_order_id, task: task.id });

  function finish(status: Exclude<PaymentStatus, 'pending'>) {
    if (status !== 'succeeded') {
      key.current = null; // the next attempt is a new one
      setPhase(status);
      return;
    }
    toast(t('orderPay.paid'));
    back();
  }

  async function pay() {
    if (busy.current) return; // a second tap before the first one rendered
    busy.current = true;
    key.current ??= newActionKey();
    setPhase('starting');
    setError('');
    try {
      const started = await payIn(quiet, id, topup ? 'topup' : 'task', key.current);
      setPayment(started);
      const config = await getBridgeConfig(quiet, started.payment_id);
      if (started.provider !== 'wechat') {
        setSandboxUrl(config.sandbox_url ?? '');
        setPhase('confirm');
        return;
      }
      const bridge = (globalThis as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;
      if (!bridge) throw new Error(t('orderPay.needWechat'));
      const { sandbox_url: _, ...params } = config;
      bridge.invoke('getBrandWCPayRequest', params, ({ err_msg = '' }) => {
        if (err_msg.endsWith(':ok')) setPhase('confirm');
        else if (err_msg.endsWith(':cancel')) {
          setPhase('idle');
          setError(t('orderPay.cancelled'));
        } else finish('failed');
      });
    } catch (err) {
      if (isAborted(err)) return;
      setPhase('idle');
      setError(errorText(err, t));
      if (err instanceof ApiError && err.status === 409) {
        // The task is not what this page showed: show it as it is now, and start afresh.
        key.current = null;
        setPayment(null);
        load.reload();
      }
    } finally {
      busy.current = false;
    }
  }

  const title = t(topup ? 'orderPay.topupTitle' : 'orderPay.title');
  if (!task || !load.data) {
    return (
      <div class="mp-page">
        <NavBar title={title} />
        <div class="mp-body">
          {load.error ? <ErrorState message={load.error} onRetry={load.reload} /> : <Loading />}
        </div>
      </div>
    );
  }

  const change = task.fee_change;
  const amount = payment?.amount_fen ?? (topup ? (change?.difference_fen ?? 0) : task.payable_fen);
  const payable = topup
    ? amount > 0 && TOP_UP_STATES.includes(task.status)
    : task.status === 'awaiting_payment';
  const left = due === undefined ? undefined : Math.max(0, due - now);
  const backButton = (
    <Button block onClick={back}>
      {t('orderPay.backToOrder')}
    </Button>
  );

  const alert = error && (
    <p class="mp-pay__error" role="alert">
      {error}
    </p>
  );

  let body = null;
  if (!payable && phase === 'idle') {
    body = (
      <>
        {alert}
        <EmptyState
          text={t(
            topup
              ? 'orderPay.nothingToPay'
              : PAID.includes(task.status)
                ? 'orderPay.alreadyPaid'
                : 'orderPay.notAwaiting',
          )}
        >
          {backButton}
        </EmptyState>
      </>
    );
  } else if (phase === 'confirm') {
    body = (
      <div class="mp-pay__step" role="status">
        <span class="mp-spin" aria-hidden="true" />
        <p>{t(sandboxUrl ? 'orderPay.confirmOnPage' : 'orderPay.waiting')}</p>
        {sandboxUrl && (
          <a
            class="mp-btn mp-btn--primary mp-btn--block"
            href={sandboxUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('orderPay.openPage')}
          </a>
        )}
        {checkError && <p class="mp-pay__error">{t('orderPay.checkFailed', { error: checkError })}</p>}
      </div>
    );
  } else if (phase === 'failed' || phase === 'expired' || (phase === 'idle' && left === 0)) {
    const failed = phase === 'failed';
    body = (
      <div class="mp-pay__step" role="alert">
        <p>{t(failed ? 'orderPay.failed' : 'orderPay.expired')}</p>
        {failed && (
          <Button variant="primary" block onClick={pay}>
            {t('orderPay.retry')}
          </Button>
        )}
        {backButton}
      </div>
    );
  } else {
    body = (
      <>
        {alert}
        <Button variant="primary" block loading={phase === 'starting'} onClick={pay}>
          {t('orderPay.pay', { amount: formatFen(amount) })}
        </Button>
      </>
    );
  }

  return (
    <div class="mp-page">
      <NavBar title={title} />
      <div class="mp-body">
        <div class="mp-group">
          <Cell label={t('orderPay.order')} value={load.data.order.title} />
          <Cell label={t('orderPay.taker')} value={task.taker.s_username} />
          {!payable && <Cell label={t('orderPay.status')} value={t(`lifecycle.task.${task.status}`)} />}
          <Cell label={t('orderPay.fee')} value={formatFen(task.price_fen)} />
          {topup && change && <Cell label={t('orderPay.newFee')} value={formatFen(change.price_fen)} />}
          {couponsOn && payable && phase === 'idle' ? (
            <Cell
              label={t('orderPay.coupon')}
              value={
                task.coupon
                  ? `${task.coupon.name} -${formatFen(task.coupon.amount_fen)}`
                  : t('orderPay.noCoupon')
              }
              onClick={() => router.navigateTo('selectCoupon', { id: task.id })}
            />
          ) : (
            !topup &&
            task.coupon && <Cell label={task.coupon.name} value={`-${formatFen(task.coupon.amount_fen)}`} />
          )}
          {payable && (
            <Cell
              label={t(topup ? 'orderPay.difference' : 'orderPay.payable')}
              value={<strong class="mp-pay__amount">{formatFen(amount)}</strong>}
            />
          )}
        </div>
        {couponsOn && payable && phase === 'idle' && load.data.picked && task.coupon && (
          <p class="mp-muted mp-pay__picked">{t('orderPay.bestPicked')}</p>
        )}
        {left !== undefined && left > 0 && !over && (
          <p class="mp-muted mp-pay__left" aria-live="off">
            {t('orderPay.left', { time: mmss(left) })}
          </p>
        )}
        {body}
      </div>
    </div>
  );
}
