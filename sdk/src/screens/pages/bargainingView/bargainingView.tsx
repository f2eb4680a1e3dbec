import { getOrder } from '../../../api/endpoints/orders';
import { getTask } from '../../../api/endpoints/tasks';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useMemo } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { COUNTER_ROUNDS_MAX } from '../../../rules/task-lifecycle';
import { Button, buttonSheet } from '../../../ui/button';
import { formatDate } from '../../../ui/date-format';
import fileTextIcon from '../../../ui/icons/file-text';
import { formatFen } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { TaskButtons } from '../../../ui/task-buttons';
import { useLoad } from '../../../ui/use-load';
import { usePageShown } from '../../../ui/use-page-shown';
import { sheet } from './styles';

/**
 * The bargaining of one task (`?id=` the task), for both sides: the order it is about, the
 * other party (with a button to message them), every offer in turn (who, what price, when),
 * whose move it is, how many of the 5 counter-offers are used (after the last, only accept,
 * decline and withdraw remain, and the screen says so), and exactly the buttons of
 * `task.actions`: counter with a new price, accept (the poster then pays), decline with a
 * reason, withdraw. Once the bargaining is over it says how it ended. It loads again after an
 * action and when it is on top again after another page covered it (the other side may have moved).
 */
export default function BargainingView() {
  const t = useT();
  useStyles(buttonSheet, sheet);
  const { api, router, session, i18n } = useInstance();
  const { query } = useRoute();
  const id = query.id ?? '';
  const user = useStore(session.$user);
  const locale = useStore(i18n.$locale);
  const quiet = useMemo(() => quietApi(api), [api]);
  const load = useLoad(
    () =>
      id
        ? getTask(quiet, id).then(async (task) => ({
            task,
            order: await getOrder(quiet, task.goods_order_id),
          }))
        : Promise.resolve(null),
    [id, user?.id],
  );
  usePageShown(load.reload);

  let body = null;
  if (!id) body = <EmptyState icon={fileTextIcon} text={t('bargainingView.missing')} />;
  else if (load.data) {
    const { task, order } = load.data;
    const side = user?.id === task.taker.id ? 'taker' : 'poster';
    const other = side === 'taker' ? order.poster : task.taker;
    const used = Math.max(0, task.rounds.length - 1);
    const open = task.status === 'pending' || task.status === 'countered';
    const mine = (task.status === 'pending') === (side === 'poster');
    const who = (by: string) => (by === side ? t('bargainingView.you') : t(`lifecycle.role.${by}`));
    body = (
      <>
        <button
          type="button"
          class="mp-bv__order"
          onClick={() => router.navigateTo('orderDetail', { id: order.id })}
        >
          <span class="mp-bv__title">{order.title}</span>
          <span class="mp-muted">{t('bargainingView.reference', { price: formatFen(order.price_fen) })}</span>
        </button>
        <div class="mp-bv__party">
          <span class="mp-bv__grow">
            <span class="mp-muted">{t(`lifecycle.role.${side === 'taker' ? 'poster' : 'taker'}`)}</span>
            <br />
            {other.s_username}
          </span>
          <Button
            label={t('bargainingView.contactNamed', { name: other.s_username })}
            onClick={() => router.navigateTo('chatView', { accept_id: other.id })}
          >
            {t('bargainingView.contact')}
          </Button>
        </div>
        <ol class="mp-bv__rounds" aria-label={t('bargainingView.offers')}>
          {task.rounds.map((r, i) => (
            <li
              key={r.at + r.by + r.price_fen}
              class={`mp-bv__round${r.by === side ? ' mp-bv__round--mine' : ''}`}
            >
              <span class="mp-bv__grow">
                {t(i === 0 ? 'bargainingView.quoted' : 'bargainingView.countered', { who: who(r.by) })}
                <span class="mp-bv__time">
                  {formatDate(r.at, locale, {
                    month: 'numeric',
                    day: 'numeric',
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                </span>
              </span>
              <span class="mp-bv__price">{formatFen(r.price_fen)}</span>
            </li>
          ))}
        </ol>
        <p class="mp-bv__state">
          {open
            ? mine
              ? t('bargainingView.yourMove', { price: formatFen(task.price_fen) })
              : t('bargainingView.theirMove', {
                  who: t(`lifecycle.role.${side === 'taker' ? 'poster' : 'taker'}`),
                })
            : t('bargainingView.over', { state: t(`lifecycle.task.${task.status}`) })}
        </p>
        {open && order.pricing_mode === 'quote' && (
          <p class="mp-muted">
            {used < COUNTER_ROUNDS_MAX
              ? t('bargainingView.rounds', { used, max: COUNTER_ROUNDS_MAX })
              : t('bargainingView.limit', { max: COUNTER_ROUNDS_MAX })}
          </p>
        )}
        <TaskButtons task={task} side={side} onChange={load.reload} />
      </>
    );
  } else if (load.error) body = <ErrorState message={load.error} onRetry={load.reload} />;
  else body = <Loading />;

  return (
    <div class="mp-page">
      <NavBar title={t('bargainingView.title')} />
      <div class="mp-body">{body}</div>
    </div>
  );
}

export { default as messages } from './messages';
