import { getOrderTasks } from '../../../api/endpoints/tasks';
import type { Task } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { buttonSheet } from '../../../ui/button';
import { LoadMoreList } from '../../../ui/load-more-list';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { TaskRow } from '../../../ui/task-row';
import { useOrderAndList } from '../../../ui/use-order-lists';
import { sheet } from './styles';

/** States past the bargaining: a price agreed, paid, at work, settled. */
const AGREED =
  'awaiting_payment,paid,in_service,delivered,cancel_requested,disputed,completed,split,refunded,cancelled';

/**
 * Those who took one order (`?id=` the order; its poster only): on a fixed-price order the
 * takers who accepted at the price (`pending`, waiting for the poster's pick), and on every
 * order the takers whose price was agreed, paid, at work or settled, each with the state and
 * the poster's buttons (exactly `task.actions`, plus "Pay" while a task awaits payment;
 * accepting opens the payment) and a link to the task in the order's page, with its history.
 * The order and the list load again after an action and when the page is on top again.
 */
export default function ReceiverList() {
  const t = useT();
  useStyles(buttonSheet, sheet);
  const { router } = useInstance();
  const { query } = useRoute();
  const id = query.id ?? '';
  const { order, version, reload, quiet } = useOrderAndList(id);
  const o = order.data;
  return (
    <div class="mp-page">
      <NavBar title={t('receiverList.title')} />
      <div class="mp-body">
        {!id ? (
          <EmptyState text={t('receiverList.missing')} />
        ) : o ? (
          <>
            <button
              type="button"
              class="mp-tl__order"
              onClick={() => router.navigateTo('orderDetail', { id: o.id })}
            >
              <span class="mp-tl__title">{o.title}</span>
              <span class="mp-muted">
                {t('receiverList.spots', { paid: o.paid_count, total: o.headcount })}
              </span>
            </button>
            <LoadMoreList<Task>
              key={version}
              load={(page) =>
                getOrderTasks(quiet, id, o.pricing_mode === 'fixed' ? `pending,${AGREED}` : AGREED, page)
              }
              itemKey={(task) => task.id}
              label={t('receiverList.title')}
              empty={<EmptyState text={t('receiverList.empty')} />}
              render={(task) => (
                <TaskRow task={task} onChange={reload}>
                  <button
                    type="button"
                    class="mp-link"
                    onClick={() => router.navigateTo('orderDetail', { id: o.id, task: task.id })}
                  >
                    {t('receiverList.open')}
                  </button>
                  <button
                    type="button"
                    class="mp-link"
                    aria-label={t('receiverList.contactNamed', { name: task.taker.s_username })}
                    onClick={() => router.navigateTo('chatView', { accept_id: task.taker.id })}
                  >
                    {t('receiverList.contact')}
                  </button>
                </TaskRow>
              )}
            />
          </>
        ) : order.error ? (
          <ErrorState message={order.error} onRetry={order.reload} />
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
