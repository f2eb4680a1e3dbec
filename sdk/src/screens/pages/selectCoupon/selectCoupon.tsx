import { changeTaskCoupon, getUsableCoupons, type UsableCoupon } from '../../../api/endpoints/coupons';
import { newActionKey } from '../../../api/endpoints/tasks';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useMemo, useRef, useState } from '../../../lib/preact';
import { CouponCard } from '../../../ui/coupon-card';
import { errorText } from '../../../ui/errors';
import ticketIcon from '../../../ui/icons/ticket';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

export { default as messages } from './messages';

/**
 * The coupon a task awaiting payment uses (`?id=` the task), opened from orderPay and from the
 * task's "Change coupon": the poster's coupons weighed for this task, the best first (those that
 * cannot pay are greyed with the reason), and "No coupon". A tap sends `POST /api/task/coupon`
 * and goes back; the page below reloads what it pays. A refusal stays here, shown inline.
 */
export default function SelectCoupon() {
  const t = useT();
  useStyles(sheet);
  const { api, router, toast } = useInstance();
  const { query } = useRoute();
  const id = Number(query.id);
  const quiet = useMemo(() => quietApi(api), [api]);
  const load = useLoad(() => getUsableCoupons(quiet, id), [id]);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState('');
  const sending = useRef(false);

  const coupons = load.data;
  const current = coupons?.find((c) => c.state === 'held' && c.goods_order_task_id === id)?.id ?? 0;

  async function choose(couponId: number) {
    if (sending.current) return;
    if (couponId === current) {
      router.navigateBack();
      return;
    }
    sending.current = true;
    setBusy(couponId);
    setError('');
    try {
      await changeTaskCoupon(quiet, id, couponId, newActionKey());
      toast(t(couponId ? 'selectCoupon.applied' : 'selectCoupon.removed'));
      router.navigateBack();
    } catch (err) {
      setError(errorText(err, t));
      load.reload();
    } finally {
      sending.current = false;
      setBusy(null);
    }
  }

  const usable = (coupons ?? []).filter((c) => c.usable);
  const other = (coupons ?? []).filter((c) => !c.usable);
  const card = (coupon: UsableCoupon) => (
    <li key={coupon.id}>
      <CouponCard
        coupon={{ ...coupon, state: coupon.state === 'held' ? 'available' : coupon.state }}
        off={!coupon.usable}
        selected={coupon.id === current}
        {...(coupon.usable ? { onClick: () => choose(coupon.id) } : {})}
      >
        {coupon.reason_msg && <p class="mp-sc__why">{coupon.reason_msg}</p>}
        {busy === coupon.id && <p class="mp-sc__why">{t('selectCoupon.saving')}</p>}
      </CouponCard>
    </li>
  );

  return (
    <div class="mp-page">
      <NavBar title={t('selectCoupon.title')} />
      <div class="mp-body">
        {error && (
          <p class="mp-sc__error" role="alert">
            {error}
          </p>
        )}
        {!coupons ? (
          load.error ? (
            <ErrorState message={load.error} onRetry={load.reload} />
          ) : (
            <Loading />
          )
        ) : (
          <>
            <button
              type="button"
              class={`mp-sc__none${current === 0 ? ' mp-sc__none--on' : ''}`}
              aria-pressed={current === 0 ? 'true' : 'false'}
              onClick={() => choose(0)}
            >
              {t('selectCoupon.none')}
            </button>
            {coupons.length === 0 && <EmptyState icon={ticketIcon} text={t('selectCoupon.empty')} />}
            {usable.length > 0 && (
              <ul class="mp-sc__list" aria-label={t('selectCoupon.usable')}>
                {usable.map(card)}
              </ul>
            )}
            {other.length > 0 && (
              <>
                <h2 class="mp-sc__h">{t('selectCoupon.unusable')}</h2>
                <ul class="mp-sc__list">{other.map(card)}</ul>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
