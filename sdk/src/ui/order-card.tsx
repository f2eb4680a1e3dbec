import type { Order } from '../api/order-types';
import { useInstance, useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import type { ComponentChildren } from '../lib/preact';
import { useStore } from '../lib/use-store';
import { formatFen } from './money';

/**
 * The card: title and price, category chip, region and distance, time and headcount, poster. A
 * button: the shell's `button` rule gives it the page's font and text colour.
 */
export const orderCardSheet: Sheet = {
  id: 'order-card',
  css: `
.mp-ocard{display:block;width:100%;margin:0 0 10px;padding:12px 14px;border:0;border-radius:var(--mp-radius);background:var(--mp-surface);text-align:left;cursor:pointer}
.mp-ocard__top,.mp-ocard__row,.mp-ocard__who{display:flex;align-items:center;gap:8px}
.mp-ocard__title,.mp-ocard__name{flex:1;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.mp-ocard__title,.mp-ocard__price{font-weight:600}
.mp-ocard__price{flex:none;color:var(--mp-danger)}
.mp-ocard__row{flex-wrap:wrap;margin-top:6px;color:var(--mp-muted);font-size:13px}
.mp-ocard__tag{padding:1px 6px;border:1px solid var(--mp-border);border-radius:4px}
.mp-ocard__who{margin-top:8px;padding-top:8px;border-top:1px solid var(--mp-border);font-size:13px}
.mp-ocard__face{display:flex;flex:none;align-items:center;justify-content:center;width:22px;height:22px;overflow:hidden;border-radius:50%;background:var(--mp-primary);color:var(--mp-on-primary);font-size:11px}
.mp-ocard__face img{width:100%;height:100%;object-fit:cover}
`,
};

/** "850 m", "1.2 km", "~1.2 km" when the distance is an estimate. */
export function formatDistance(meters: number, estimate: boolean): string {
  const text = meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;
  return estimate ? `~${text}` : text;
}

/**
 * The service time's format, one per locale: `toLocaleString` with options builds a formatter
 * at every call (20 cards: 1.8 ms in Node against 0.4 ms with one formatter; bench/RESULTS.md,
 * "First render").
 */
const serviceTimeFormats = new Map<string, Intl.DateTimeFormat>();
function serviceTimeFormat(locale: string): Intl.DateTimeFormat {
  let format = serviceTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    serviceTimeFormats.set(locale, format);
  }
  return format;
}

export interface OrderCardProps {
  order: Order;
  /** What a tap does; by default it opens the order (`navigateTo('orderDetail', { id })`). */
  onOpen?: (order: Order) => void;
  /** Drawn at the end of the poster row (a status, a button label...). */
  extra?: ComponentChildren;
}

/**
 * One order in a list, a button named by its content (title first, then price, category, region,
 * time, poster: its whole visible text, as WCAG's "label in name" wants): title, price (`formatFen`; quote mode "from ¥x", or the mode label when
 * there is no starting price), category, region, distance (when the list was asked with a
 * location), service time, headcount left (`headcount - paid_count`), poster.
 *
 * Texts: the card's few words are its own catalog (`orderCard.*`, ./order-card/i18n), not
 * `common.*` (the page base pays for those on every page) and not props (every screen would
 * repeat them in five languages). Its catalogs are in the file of every screen beyond the first
 * load (i18n/screens), and the task hall spreads them into its own.
 *
 * @example <OrderCard order={order} />
 */
export function OrderCard({ order, onOpen, extra }: OrderCardProps) {
  const t = useT();
  const { router, i18n } = useInstance();
  const locale = useStore(i18n.$locale);
  useStyles(orderCardSheet);
  const left = Math.max(0, order.headcount - order.paid_count);
  const price =
    order.pricing_mode === 'quote'
      ? order.price_fen > 0
        ? t('orderCard.from', { price: formatFen(order.price_fen) })
        : t('orderCard.quote')
      : formatFen(order.price_fen);
  const name = order.poster.s_username;
  const time = serviceTimeFormat(locale).format(order.service_time * 1000);
  return (
    <button
      type="button"
      class="mp-ocard"
      onClick={() => (onOpen ? onOpen(order) : router.navigateTo('orderDetail', { id: order.id }))}
    >
      <span class="mp-ocard__top">
        <span class="mp-ocard__title">{order.title}</span>
        <span class="mp-ocard__price">{price}</span>
      </span>
      <span class="mp-ocard__row">
        <span class="mp-ocard__tag">{order.category_name}</span>
        <span>{order.region}</span>
        {order.distance_m != null && <span>{formatDistance(order.distance_m, order.distance_estimate)}</span>}
      </span>
      <span class="mp-ocard__row">
        <span>{t('orderCard.time', { time })}</span>
        <span>{t('orderCard.left', { n: left })}</span>
      </span>
      <span class="mp-ocard__who">
        <span class="mp-ocard__face" aria-hidden="true">
          {order.poster.face ? (
            <img src={order.poster.face} alt="" />
          ) : (
            ([...name.trim()][0] ?? '?').toUpperCase()
          )}
        </span>
        <span class="mp-ocard__name">{name}</span>
        {extra}
      </span>
    </button>
  );
}
