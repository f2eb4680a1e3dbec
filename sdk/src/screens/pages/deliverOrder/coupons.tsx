import { type Campaign, claimCoupon, getOrderCampaigns } from '../../../api/endpoints/coupons';
import type { Transport } from '../../../api/transport';
import { useInstance, useStyles, useT } from '../../../app/context';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/date-format';
import { errorText, isAborted } from '../../../ui/errors';
import { formatFen } from '../../../ui/money';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

export interface OfferedCouponsProps {
  /** A quiet transport: this section says its own errors. */
  api: Transport;
  categoryId: number;
  /** Where the order takes place, when known: campaigns limited to an area are weighed there. */
  place: { longitude: number; latitude: number } | null;
}

/**
 * deliverOrder's "coupons for this task": the `claim` campaigns of the chosen category and
 * place (`createOrderShow`), each with a claim button (`getOrderCoupon`). A claimed coupon is
 * the person's (couponView) and pays for the task later on orderPay. Loading, empty, error and
 * offline are said in the section itself: the form stays usable whatever happens here.
 */
export function OfferedCoupons({ api, categoryId, place }: OfferedCouponsProps) {
  const t = useT();
  useStyles(sheet);
  const { toast, i18n } = useInstance();
  const locale = useStore(i18n.$locale);
  const lng = place?.longitude;
  const lat = place?.latitude;
  const offer = useLoad(
    () =>
      getOrderCampaigns(api, {
        goods_categorize_id: categoryId,
        ...(lng !== undefined && lat !== undefined ? { longitude: lng, latitude: lat } : {}),
      }),
    [categoryId, lng, lat],
  );
  const [claiming, setClaiming] = useState(0);
  const [claimError, setClaimError] = useState<string | null>(null);

  async function claim(c: Campaign) {
    if (claiming) return;
    setClaiming(c.id);
    setClaimError(null);
    try {
      await claimCoupon(api, c.id);
      toast(t('deliverOrder.couponClaimed', { name: c.name }));
      offer.reload();
    } catch (err) {
      if (!isAborted(err)) setClaimError(errorText(err, t));
    } finally {
      setClaiming(0);
    }
  }

  const list = offer.data;
  let body = null;
  if (list && list.length > 0) {
    body = (
      <ul class="mp-deliver__coupons">
        {list.map((c) => (
          <li key={c.id} class="mp-deliver__coupon">
            <strong class="mp-deliver__amount">{formatFen(c.amount_fen)}</strong>
            <span class="mp-deliver__cname">
              <span>{c.name}</span>
              <small>
                {c.min_spend_fen > 0
                  ? t('deliverOrder.couponMin', { amount: formatFen(c.min_spend_fen) })
                  : t('deliverOrder.couponNoMin')}
                {' · '}
                {c.valid_days
                  ? t('deliverOrder.couponDays', { n: c.valid_days })
                  : c.valid_until
                    ? t('deliverOrder.couponUntil', {
                        date: formatDate(c.valid_until, locale),
                      })
                    : ''}
              </small>
            </span>
            {c.can_receive ? (
              <Button loading={claiming === c.id} onClick={() => claim(c)}>
                {t('deliverOrder.couponClaim')}
              </Button>
            ) : (
              <span class="mp-deliver__done">
                {t(c.received > 0 ? 'deliverOrder.couponHeld' : 'deliverOrder.couponGone')}
              </span>
            )}
          </li>
        ))}
      </ul>
    );
  } else if (offer.error) {
    body = (
      <p class="mp-deliver__note" role="alert">
        {offer.error}{' '}
        <button type="button" class="mp-deliver__retry" onClick={offer.reload}>
          {t('common.retry')}
        </button>
      </p>
    );
  } else if (offer.loading) {
    body = (
      <p class="mp-deliver__note" role="status">
        {t('deliverOrder.couponsLoading')}
      </p>
    );
  } else {
    body = <p class="mp-deliver__note">{t('deliverOrder.couponsNone')}</p>;
  }

  return (
    <section class="mp-oform__card mp-deliver__offer" aria-labelledby="deliver-offer-title">
      <h2 id="deliver-offer-title" class="mp-deliver__title">
        {t('deliverOrder.couponsTitle')}
      </h2>
      {body}
      {claimError && (
        <p class="mp-field__error" role="alert">
          {claimError}
        </p>
      )}
      {list?.some((c) => c.received > 0) && <p class="mp-deliver__note">{t('deliverOrder.couponsHint')}</p>}
    </section>
  );
}
