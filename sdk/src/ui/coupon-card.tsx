import type { Coupon } from '../api/endpoints/coupons';
import { useInstance, useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import type { ComponentChildren } from '../lib/preact';
import { useStore } from '../lib/use-store';
import { formatFen } from './money';
import { BORDER, DANGER, MUTED, PRIMARY, RADIUS, SURFACE } from './theme';

export const couponCardSheet: Sheet = {
  id: 'coupon-card',
  css: `
.mp-coupon{display:flex;align-items:stretch;width:100%;margin:0 0 10px;padding:0;border:1px solid ${BORDER};border-radius:${RADIUS};background:${SURFACE};color:inherit;font:inherit;text-align:left;overflow:hidden}
button.mp-coupon{cursor:pointer}
.mp-coupon--off{opacity:.6}
.mp-coupon--on{border-color:${PRIMARY};box-shadow:0 0 0 1px ${PRIMARY}}
.mp-coupon__amount{flex:none;display:flex;flex-direction:column;justify-content:center;align-items:center;width:96px;padding:12px 4px;background:${PRIMARY};color:var(--mp-on-primary,#fff);font-size:20px;font-weight:700}
.mp-coupon--off .mp-coupon__amount{background:${MUTED}}
.mp-coupon__min{font-size:12px;font-weight:400}
.mp-coupon__body{flex:1;min-width:0;padding:10px 12px}
.mp-coupon__name{margin:0 0 4px;font-weight:600}
.mp-coupon__line{margin:0;color:${MUTED};font-size:13px}
.mp-coupon__tag{display:inline-block;margin:4px 6px 0 0;padding:0 6px;border-radius:4px;font-size:12px;color:${DANGER};border:1px solid ${DANGER}}
.mp-coupon__tag--info{color:${PRIMARY};border-color:${PRIMARY}}
`,
};

/** A date in the reader's language (year, month, day). */
export function formatDay(seconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(seconds * 1000),
  );
}

export interface CouponCardProps {
  coupon: Coupon;
  /** Greyed out (used, expired, or cannot pay for this task). */
  off?: boolean;
  /** The chosen one (selectCoupon). */
  selected?: boolean;
  /** Makes the card a button. */
  onClick?: () => void;
  /** Extra lines under the card's own (why it cannot pay). */
  children?: ComponentChildren;
}

/**
 * One coupon: its amount and minimum, name, validity or use, and marks for "expiring soon" and
 * "held by a task awaiting payment". Texts `couponCard.*` (merged into couponView's messages; in the file of every other screen too).
 */
export function CouponCard({ coupon, off, selected, onClick, children }: CouponCardProps) {
  const t = useT();
  useStyles(couponCardSheet);
  const locale = useStore(useInstance().i18n.$locale);
  const cls = `mp-coupon${off ? ' mp-coupon--off' : ''}${selected ? ' mp-coupon--on' : ''}`;
  const body = (
    <>
      <span class="mp-coupon__amount">
        {formatFen(coupon.amount_fen)}
        <span class="mp-coupon__min">
          {coupon.min_spend_fen > 0
            ? t('couponCard.min', { amount: formatFen(coupon.min_spend_fen) })
            : t('couponCard.noMin')}
        </span>
      </span>
      <span class="mp-coupon__body">
        <p class="mp-coupon__name">{coupon.name}</p>
        <p class="mp-coupon__line">
          {coupon.state === 'used' && coupon.used_at !== null
            ? t('couponCard.usedOn', { date: formatDay(coupon.used_at, locale) })
            : t(coupon.state === 'expired' ? 'couponCard.ended' : 'couponCard.until', {
                date: formatDay(coupon.valid_until, locale),
              })}
        </p>
        {coupon.expiring_soon && <span class="mp-coupon__tag">{t('couponCard.soon')}</span>}
        {coupon.state === 'held' && (
          <span class="mp-coupon__tag mp-coupon__tag--info">{t('couponCard.held')}</span>
        )}
        {children}
      </span>
    </>
  );
  return onClick ? (
    <button type="button" class={cls} onClick={onClick} aria-pressed={selected ? 'true' : 'false'}>
      {body}
    </button>
  ) : (
    <div class={cls}>{body}</div>
  );
}
