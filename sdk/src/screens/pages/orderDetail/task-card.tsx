import type { Deadlines, Order, Person, Task } from '../../../api/order-types';
import { useInstance, useT } from '../../../app/context';
import { type ComponentType, Fragment, useEffect, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/date-format';
import { formatFen } from '../../../ui/money';
import { TaskButtons } from '../../../ui/task-buttons';
import type { TimelineProps } from './timeline';
import type { ViewerProps } from './viewer/viewer';

const HOUR = 3600;
/** Closer than this, a deadline counts down in hours and minutes; further, it shows its date. */
const COUNTDOWN_S = 48 * HOUR;

/** Each deadline of `task.deadlines` and its label's key. */
const DEADLINES: readonly [keyof Deadlines, string][] = [
  ['payment_by', 'orderDetail.paymentBy'],
  ['deliver_by', 'orderDetail.deliverBy'],
  ['auto_confirm_at', 'orderDetail.autoConfirmAt'],
  ['cancel_reply_by', 'orderDetail.cancelReplyBy'],
  ['evaluate_by', 'orderDetail.evaluateBy'],
];

/** A time in the caller's locale: "3/14, 09:30", or with the year and weekday when `long`. */
export function formatTime(at: number, locale: string, long?: boolean): string {
  return formatDate(at, locale, {
    ...(long ? { year: 'numeric', weekday: 'short' } : {}),
    month: long ? 'short' : 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** An avatar: the picture, or the name's first letter. */
export function Face({ person }: { person: Person }) {
  return (
    <span class="mp-od__face" aria-hidden="true">
      {person.face ? (
        <img src={person.face} alt="" />
      ) : (
        (Array.from(person.s_username.trim())[0] ?? '?').toUpperCase()
      )}
    </span>
  );
}

/** Opens the conversation with a user: chatView opens or starts it from `accept_id`. */
export function Contact({ userId, name }: { userId: number; name: string }) {
  const t = useT();
  const { router } = useInstance();
  return (
    <Button
      label={t('orderDetail.contactNamed', { name })}
      onClick={() => router.navigateTo('chatView', { accept_id: userId })}
    >
      {t('orderDetail.contact')}
    </Button>
  );
}

/** The photo viewer (a lazy chunk): `open(pics, index)`, and the node to draw. */
export function useViewer() {
  const [shown, setShown] = useState<{ V: ComponentType<ViewerProps>; pics: string[]; index: number } | null>(
    null,
  );
  const open = (pics: string[], index: number) =>
    void import('./viewer/viewer').then((m) => setShown({ V: m.Viewer, pics, index }));
  const node = shown && <shown.V pics={shown.pics} index={shown.index} onClose={() => setShown(null)} />;
  return { open, node };
}

/** Seconds of Unix time, ticking every second while `fast`, else every half minute. */
function useNow(fast: boolean): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), fast ? 1000 : 30000);
    return () => clearInterval(timer);
  }, [fast]);
  return now;
}

/** What is left until `at`: "12:05 left", "5 h 20 min left", or the date; once due, reloads. */
function Remaining({ at, onDue }: { at: number; onDue(): void }) {
  const t = useT();
  const { i18n } = useInstance();
  const locale = useStore(i18n.$locale);
  const now = useNow(at - Math.floor(Date.now() / 1000) < HOUR);
  const left = at - now;
  const due = left <= 0;
  // The server's timer fires within a second or two of the deadline: then load the new state.
  useEffect(() => {
    if (!due) return;
    const timer = setTimeout(onDue, 2000);
    return () => clearTimeout(timer);
  }, [due]);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    <time dateTime={new Date(at * 1000).toISOString()}>
      {due
        ? t('orderDetail.due')
        : left < HOUR
          ? t('orderDetail.left', { time: `${two(Math.floor(left / 60))}:${two(left % 60)}` })
          : left < COUNTDOWN_S
            ? t('orderDetail.hoursLeft', { h: Math.floor(left / HOUR), m: Math.floor((left % HOUR) / 60) })
            : t('orderDetail.until', { time: formatTime(at, locale) })}
    </time>
  );
}

export interface TaskCardProps {
  task: Task;
  order: Order;
  side: 'poster' | 'taker';
  /** After a transition (the task as it is now) or a stale answer (null): reload. */
  onChange(task: Task | null): void;
  /** Drawn first with its history open (`?task=`). */
  first: boolean;
}

/**
 * One task: its taker (for the poster) or "your application" (for the taker), state, fee and
 * what the taker receives, a fee change asked for after payment (the new fee, the difference,
 * when, and what it waits for), deadlines counting down, a cancellation request, the changes asked
 * for, the last delivery with its photos, the buttons of `task.actions`, a link to the
 * bargaining while it lasts, the button to message the taker, and the history (a lazy chunk).
 */
export function TaskCard({ task, order, side, onChange, first }: TaskCardProps) {
  const t = useT();
  const { router, i18n, session } = useInstance();
  const locale = useStore(i18n.$locale);
  const user = useStore(session.$user);
  const view = useViewer();
  const [history, setHistory] = useState<ComponentType<TimelineProps> | null>(null);
  const toggle = () =>
    history ? setHistory(null) : void import('./timeline').then((m) => setHistory(() => m.Timeline));
  useEffect(() => {
    if (first) toggle();
  }, []);
  const delivery = task.deliveries[task.deliveries.length - 1];
  const asked = task.change_requests[task.change_requests.length - 1];
  // A fee asked for after payment: a top-up for the poster to pay, or a lowering for the taker to answer.
  const change = task.fee_change;
  const pascalSide = side === 'poster' ? 'Poster' : 'Taker';
  const Timeline = history;
  return (
    <section class={`mp-od__card${first ? ' mp-od__card--first' : ''}`}>
      <div class="mp-od__row">
        {side === 'poster' && <Face person={task.taker} />}
        <h3 class="mp-od__h mp-od__grow">
          {side === 'poster' ? task.taker.s_username : t('orderDetail.myTask')}
        </h3>
        <span class="mp-od__chip">{t(`lifecycle.task.${task.status}`)}</span>
      </div>
      <dl class="mp-od__facts">
        <dt>{t('orderDetail.fee')}</dt>
        <dd>{formatFen(task.price_fen)}</dd>
        {task.coupon && (
          <>
            <dt>{t('orderDetail.coupon')}</dt>
            <dd>{`${task.coupon.name} -${formatFen(task.coupon.amount_fen)}`}</dd>
            <dt>{t('orderDetail.payable')}</dt>
            <dd>{formatFen(task.payable_fen)}</dd>
          </>
        )}
        {task.payout_fen != null && (
          <>
            <dt>{t('orderDetail.payout')}</dt>
            <dd>{formatFen(task.payout_fen)}</dd>
          </>
        )}
        {change && (
          <>
            <dt>{t('orderDetail.newFee')}</dt>
            <dd>{`${formatFen(change.price_fen)} (${change.difference_fen > 0 ? '+' : ''}${formatFen(change.difference_fen)})`}</dd>
          </>
        )}
        {DEADLINES.map(([key, label]) => {
          const at = task.deadlines[key];
          return (
            at !== undefined && (
              <Fragment key={key}>
                <dt>{t(label)}</dt>
                <dd>
                  <Remaining at={at} onDue={() => onChange(null)} />
                </dd>
              </Fragment>
            )
          );
        })}
      </dl>
      {change && (
        <p class="mp-od__note">
          {t(`orderDetail.fee${change.difference_fen > 0 ? 'Raise' : 'Lower'}${pascalSide}`, {
            time: formatTime(change.at, locale),
          })}
        </p>
      )}
      {task.status === 'cancel_requested' && task.cancel && (
        <p class="mp-od__note">
          {t('orderDetail.cancelAsked', { who: t(`lifecycle.role.${task.cancel.by}`) })} {task.cancel.reason}
        </p>
      )}
      {task.status === 'in_service' && asked && (
        <p class="mp-od__note">
          {t('orderDetail.changesAsked')} {asked.reason}
        </p>
      )}
      {delivery && (
        <div class="mp-od__note">
          <p>
            {t('orderDetail.delivered', { time: formatTime(delivery.at, locale) })} {delivery.note}
          </p>
          <div class="mp-od__thumbs">
            {delivery.pics.map((src, i) => (
              <button
                key={src}
                type="button"
                class="mp-od__thumb"
                aria-label={t('orderDetail.photo', { n: i + 1, total: delivery.pics.length })}
                onClick={() => view.open(delivery.pics, i)}
              >
                <img src={src} alt="" />
              </button>
            ))}
          </div>
        </div>
      )}
      <TaskButtons task={task} side={side} onChange={onChange} />
      <div class="mp-od__row mp-od__links">
        {order.pricing_mode === 'quote' && (task.status === 'pending' || task.status === 'countered') && (
          <button
            type="button"
            class="mp-link"
            onClick={() => router.navigateTo('bargainingView', { id: task.id })}
          >
            {t('orderDetail.bargaining')}
          </button>
        )}
        <button type="button" class="mp-link" aria-expanded={!!history} onClick={toggle}>
          {t('orderDetail.history')}
        </button>
        {side === 'poster' && <Contact userId={task.taker.id} name={task.taker.s_username} />}
      </div>
      {Timeline && <Timeline task={task} me={user?.id ?? 0} />}
      {view.node}
    </section>
  );
}
