import { getOrderTasks } from '../../../api/endpoints/tasks';
import type { Task } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { buttonSheet } from '../../../ui/button';
import { LoadMoreList } from '../../../ui/load-more-list';
import { formatFen } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { TaskRow } from '../../../ui/task-row';
import { useOrderAndList } from '../../../ui/use-order-lists';
import { sheet } from './styles';

/**
 * The quotes of one order (`?id=` the order; its poster only): every task still bargaining
 * (`pending`, `countered`), with the taker, the price on the table, how many offers were
 * made, and the poster's buttons (exactly `task.actions`: counter, accept, which opens the
 * payment, decline), and a link to the task's bargaining. The order and the list load again
 * after an action and when the page is on top again after another covered it.
 */
export default function BargainingList() {
  const t = useT();
  useStyles(buttonSheet, sheet);
  const { router } = useInstance();
  const { query } = useRoute();
  const id = query.id ?? '';
  const { order, version, reload, quiet } = useOrderAndList(id);
  const o = order.data;
  return (
    <div class="mp-page">
      <NavBar title={t('bargainingList.title')} />
      <div class="mp-body">
        {!id ? (
          <EmptyState text={t('bargainingList.missing')} />
        ) : o ? (
          <>
            <button
              type="button"
              class="mp-tl__order"
              onClick={() => router.navigateTo('orderDetail', { id: o.id })}
            >
              <span class="mp-tl__title">{o.title}</span>
              <span class="mp-muted">{t('bargainingList.reference', { price: formatFen(o.price_fen) })}</span>
            </button>
            <LoadMoreList<Task>
              key={version}
              load={(page) => getOrderTasks(quiet, id, 'pending,countered', page)}
              itemKey={(task) => task.id}
              label={t('bargainingList.title')}
              empty={<EmptyState text={t('bargainingList.empty')} />}
              render={(task) => (
                <TaskRow task={task} onChange={reload}>
                  <button
                    type="button"
                    class="mp-link"
                    onClick={() => router.navigateTo('bargainingView', { id: task.id })}
                  >
                    {t('bargainingList.open')}
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
