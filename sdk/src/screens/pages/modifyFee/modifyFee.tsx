import { getOrder } from '../../../api/endpoints/orders';
import { getTask, newActionKey, transitionTask } from '../../../api/endpoints/tasks';
import type { Task, TransitionName } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useMemo, useRef, useState } from '../../../lib/preact';
import { ORDER_PRICE_MAX_FEN } from '../../../rules/order-limits';
import { Button, buttonSheet } from '../../../ui/button';
import { Cell, cellSheet } from '../../../ui/cell';
import { errorText, isAborted } from '../../../ui/errors';
import { Field, fieldSheet, Textarea } from '../../../ui/field';
import { formatFen, parseYuan } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

export { default as messages } from './messages';

/**
 * Changing a task's fee (`?id=` the task). The poster types the new fee in yuan and sees what
 * will happen: before payment it applies at once; after payment a raise is a top-up to pay now
 * (then orderPay with `info=topup`) and a lowering waits for the taker, who gets the difference
 * back to the poster if they agree. The same fee withdraws an open change. The taker, here for
 * a lowering, agrees (`accept-fee-change`) or keeps the fee (`decline-fee-change`).
 */
export default function ModifyFee() {
  const t = useT();
  useStyles(buttonSheet, cellSheet, fieldSheet, sheet);
  const { api, router, toast } = useInstance();
  const { query } = useRoute();
  const id = Number(query.id);
  const quiet = useMemo(() => quietApi(api), [api]);
  const load = useLoad(async () => {
    const task = await getTask(quiet, id);
    return { task, order: await getOrder(quiet, task.goods_order_id) };
  }, [id]);
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ fee?: string; form?: string }>({});
  const [busy, setBusy] = useState<TransitionName | null>(null);
  const key = useRef<string | null>(null);
  const sending = useRef(false);

  const task = load.data?.task;
  const title = t('modifyFee.title');
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

  const fee = task.price_fen;
  const change = task.fee_change ?? null;
  const name = task.taker.s_username;
  const coupon = task.coupon?.amount_fen ?? 0;
  const paid = task.status !== 'awaiting_payment';
  const asks = task.actions.includes('modify-fee');
  const answers = task.actions.includes('accept-fee-change');

  const check = (fen: number | null) => {
    if (fen === null) return t('modifyFee.invalid');
    if (fen <= coupon) return t('modifyFee.tooLow', { min: formatFen(coupon) });
    if (fen > ORDER_PRICE_MAX_FEN) return t('modifyFee.tooHigh', { max: formatFen(ORDER_PRICE_MAX_FEN) });
    return fen === (change?.price_fen ?? fee) ? t('modifyFee.same') : '';
  };
  const fen = parseYuan(text);
  const explain = () => {
    if (fen === null || check(fen)) return '';
    if (!paid) return t('modifyFee.applies', { amount: formatFen(fen - coupon) });
    if (fen === fee) return t('modifyFee.withdraws', { fee: formatFen(fee) });
    return fen > fee
      ? t('modifyFee.raises', { amount: formatFen(fen - fee) })
      : t('modifyFee.lowers', { name, amount: formatFen(fee - fen) });
  };

  async function send(transition: TransitionName, input: { price_fen?: number; reason?: string }) {
    if (sending.current) return; // a second tap before the first one rendered
    sending.current = true;
    key.current ??= newActionKey();
    setBusy(transition);
    setErrors({});
    try {
      const next: Task = await transitionTask(
        quiet,
        id,
        transition,
        { expected_state: task?.status, ...input },
        key.current,
      );
      key.current = null;
      const up = (next.fee_change?.difference_fen ?? 0) > 0;
      if (transition === 'modify-fee' && up) {
        router.redirectTo('orderPay', { id, info: 'topup' });
        return;
      }
      const done =
        transition === 'accept-fee-change'
          ? 'Accepted'
          : transition === 'decline-fee-change'
            ? 'Declined'
            : !paid
              ? 'Changed'
              : next.fee_change
                ? 'Asked'
                : 'Withdrawn';
      toast(t(`modifyFee.done${done}`, { name }));
      router.navigateBack();
    } catch (err) {
      if (isAborted(err)) return;
      // The key stays: a retry of the same change is the same action (done at most once).
      setErrors({ form: errorText(err, t) });
      if (err instanceof ApiError && err.status === 409) load.reload(); // the screen was stale
    } finally {
      sending.current = false;
      setBusy(null);
    }
  }

  function submit(e: Event) {
    e.preventDefault();
    const problem = check(fen);
    setErrors({ fee: problem });
    if (problem || fen === null) return;
    void send('modify-fee', { price_fen: fen, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  }

  const formError = errors.form && (
    <p class="mp-fee__error" role="alert">
      {errors.form}
    </p>
  );
  const info = (
    <div class="mp-group">
      <Cell label={t('modifyFee.order')} value={load.data.order.title} />
      {answers ? (
        <Cell label={t('modifyFee.poster')} value={load.data.order.poster.s_username} />
      ) : (
        <Cell label={t('modifyFee.taker')} value={name} />
      )}
      <Cell label={t('modifyFee.current')} value={formatFen(fee)} />
      {change && <Cell label={t('modifyFee.asked')} value={formatFen(change.price_fen)} />}
    </div>
  );

  let body = null;
  if (answers && change) {
    const why = [...task.log].reverse().find((r) => r.transition === 'modify-fee')?.reason;
    body = (
      <>
        {info}
        <p class="mp-fee__note">
          {t('modifyFee.askedOfYou', { from: formatFen(fee), to: formatFen(change.price_fen) })}
        </p>
        {why && <p class="mp-fee__note">{t('modifyFee.why', { reason: why })}</p>}
        {formError}
        <div class="mp-fee__actions">
          <Button
            variant="primary"
            block
            loading={busy === 'accept-fee-change'}
            disabled={!!busy}
            onClick={() => send('accept-fee-change', {})}
          >
            {t('modifyFee.agree', { fee: formatFen(change.price_fen) })}
          </Button>
          <Button
            block
            loading={busy === 'decline-fee-change'}
            disabled={!!busy}
            onClick={() => send('decline-fee-change', {})}
          >
            {t('modifyFee.keep', { fee: formatFen(fee) })}
          </Button>
        </div>
      </>
    );
  } else if (asks) {
    const up = change && change.difference_fen > 0;
    body = (
      <form noValidate onSubmit={submit}>
        {info}
        {change && (
          <p class="mp-fee__note">
            {up
              ? t('modifyFee.pendingRaise', { amount: formatFen(change.difference_fen) })
              : t('modifyFee.pendingLower', { name })}
          </p>
        )}
        {up && (
          <Button block onClick={() => router.navigateTo('orderPay', { id, info: 'topup' })}>
            {t('modifyFee.payTopup', { amount: formatFen(change.difference_fen) })}
          </Button>
        )}
        <Field
          label={t('modifyFee.newFee')}
          maxLength={12}
          placeholder={t('modifyFee.placeholder')}
          value={text}
          onInput={(v) => {
            setText(v);
            key.current = null;
          }}
          error={errors.fee}
        />
        {explain() && <p class="mp-fee__note">{explain()}</p>}
        <Textarea
          label={t('modifyFee.reason')}
          value={reason}
          onInput={(v) => {
            setReason(v);
            key.current = null;
          }}
          rows={3}
        />
        {formError}
        <Button type="submit" variant="primary" block loading={busy === 'modify-fee'}>
          {t('modifyFee.submit')}
        </Button>
      </form>
    );
  } else {
    body = (
      <EmptyState text={t('modifyFee.notNow')}>
        <Button onClick={() => router.navigateBack()}>{t('modifyFee.back')}</Button>
      </EmptyState>
    );
  }

  return (
    <div class="mp-page">
      <NavBar title={title} />
      <div class="mp-body">{body}</div>
    </div>
  );
}
