import { cancelOrder } from '../../../api/endpoints/orders';
import { applyForOrder, newActionKey } from '../../../api/endpoints/tasks';
import type { Order } from '../../../api/order-types';
import type { ApiError } from '../../../api/transport';
import { useInstance, useStyles, useT } from '../../../app/context';
import { useMemo, useRef, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { errorText, isAborted } from '../../../ui/errors';
import { Field, fieldSheet, Textarea } from '../../../ui/field';
import { formatFen, parseYuan } from '../../../ui/money';
import { Popup } from '../../../ui/popup';
import { quietApi } from '../../../ui/quiet-api';
import { OFFER_MAX_FEN } from '../../../ui/task-action';

export interface OrderActionProps {
  order: Order;
  /** One of `order.actions` that needs a form: `apply`, `quote` or `cancel`. */
  action: string;
  onClose(): void;
  /** Done: the order is loaded again. */
  onDone(): void;
}

/**
 * The order's own forms (a lazy chunk of orderDetail): take the task at the price, quote a
 * price in yuan with a note, or cancel the order with an optional reason. One idempotency key
 * per opened form, so a double tap or a retry applies once. A taker who is not real-name
 * verified is sent to verify first (the server requires it).
 */
export function OrderAction({ order, action, onClose, onDone }: OrderActionProps) {
  const t = useT();
  const inst = useInstance();
  useStyles(fieldSheet);
  const user = useStore(inst.session.$user);
  const api = useMemo(() => quietApi(inst.api), [inst.api]);
  const key = useRef(newActionKey());
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [price, setPrice] = useState('');
  const [text, setText] = useState('');
  const [priceError, setPriceError] = useState('');
  const [failure, setFailure] = useState('');
  const cancel = action === 'cancel';
  const unverified = !cancel && user?.smrz !== 2;

  async function submit(e: Event) {
    e.preventDefault();
    if (busy.current) return;
    const fen = parseYuan(price);
    if (action === 'quote' && (fen === null || fen < 1 || fen > OFFER_MAX_FEN)) {
      setPriceError(t('orderDetail.errorPrice', { max: formatFen(OFFER_MAX_FEN) }));
      return;
    }
    setPriceError('');
    busy.current = true;
    setSending(true);
    setFailure('');
    try {
      if (cancel) await cancelOrder(api, order.id, text.trim());
      else {
        await applyForOrder(
          api,
          {
            goods_order_id: order.id,
            ...(action === 'quote' ? { price_fen: fen as number } : {}),
            ...(text.trim() ? { note: text.trim() } : {}),
          },
          key.current,
        );
        inst.toast(t('orderDetail.applied'));
      }
      onClose();
      onDone();
    } catch (err) {
      if (isAborted(err)) return;
      if ((err as ApiError).status === 409) {
        inst.toast(errorText(err, t));
        onClose();
        onDone();
      } else setFailure(errorText(err, t));
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  const title = t(
    cancel
      ? 'orderDetail.cancelTitle'
      : action === 'quote'
        ? 'lifecycle.action.quote'
        : 'lifecycle.action.accept-at-price',
  );
  return (
    <Popup open onClose={onClose} title={title}>
      {unverified ? (
        <>
          <p class="mp-popup__body">{t('orderDetail.realName')}</p>
          <div class="mp-popup__actions">
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              variant="primary"
              onClick={() => {
                onClose();
                inst.router.navigateTo('realName');
              }}
            >
              {t('orderDetail.verify')}
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p class="mp-popup__body">
            {t(
              cancel
                ? 'orderDetail.cancelIntro'
                : action === 'quote'
                  ? 'orderDetail.quoteIntro'
                  : 'orderDetail.applyIntro',
              { price: formatFen(order.price_fen) },
            )}
          </p>
          {action === 'quote' && (
            <Field
              label={t('orderDetail.quotePrice')}
              inputMode="decimal"
              value={price}
              onInput={setPrice}
              error={priceError}
              placeholder={formatFen(order.price_fen)}
            />
          )}
          <Textarea
            label={t(cancel ? 'orderDetail.cancelReason' : 'orderDetail.note')}
            value={text}
            onInput={setText}
            rows={3}
          />
          {failure && (
            <p class="mp-field__error" role="alert">
              {failure}
            </p>
          )}
          <div class="mp-popup__actions">
            <Button onClick={onClose}>{t(cancel ? 'orderDetail.keep' : 'common.cancel')}</Button>
            <Button type="submit" variant={cancel ? 'danger' : 'primary'} loading={sending}>
              {t(cancel ? 'orderDetail.cancel' : 'common.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Popup>
  );
}
