import { getMyOrders } from '../../../api/endpoints/orders';
import type { Order } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { MY_ORDER_TABS, type MyOrderSide, type MyOrderTab } from '../../../rules/my-orders';
import { Button } from '../../../ui/button';
import clipboardListIcon from '../../../ui/icons/clipboard-list';
import logInIcon from '../../../ui/icons/log-in';
import { LoadMoreList } from '../../../ui/load-more-list';
import { tabKey } from '../../../ui/my-order-tabs';
import { NavBar } from '../../../ui/nav-bar';
import { OrderCard } from '../../../ui/order-card';
import { EmptyState } from '../../../ui/states';
import { sheet } from './styles';

/**
 * A person's orders (`query.role`: `poster`, the default, or `taker`), by state group
 * (`query.status`, a tab of rules/my-orders.ts; `all` by default), paged with "load more".
 * Each order is a card that opens orderDetail; its state shows at the end: the order's for its
 * poster, the taker's own task's for a taker.
 */
export default function OrderList() {
  const t = useT();
  useStyles(sheet);
  const { api, router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const side: MyOrderSide = route.query.role === 'taker' ? 'taker' : 'poster';
  const tabs: readonly MyOrderTab[] = MY_ORDER_TABS[side];
  const [tab, setTab] = useState<MyOrderTab>(tabs.find((x) => x === route.query.status) ?? 'all');

  const state = (order: Order) => (
    <span class="mp-ol__state">
      {side === 'taker' && order.my_task
        ? t(`lifecycle.task.${order.my_task.status}`)
        : t(`lifecycle.order.${order.status}`)}
    </span>
  );

  return (
    <div class="mp-page">
      <NavBar title={t(`myOrderTabs.${side}`)} />
      {token ? (
        <>
          <div class="mp-ol__tabs" role="tablist" aria-label={t('orderList.groups')}>
            {tabs.map((x) => (
              <button
                key={x}
                type="button"
                role="tab"
                class="mp-ol__tab"
                aria-selected={tab === x}
                onClick={() => setTab(x)}
              >
                {t(tabKey(side, x))}
              </button>
            ))}
          </div>
          <div class="mp-body" role="tabpanel" aria-label={t(tabKey(side, tab))}>
            <LoadMoreList<Order>
              key={`${side}:${tab}:${token.token}`}
              label={t(tabKey(side, tab))}
              load={(page) => getMyOrders(api, side, tab, page)}
              itemKey={(order) => order.id}
              render={(order) => <OrderCard order={order} extra={state(order)} />}
              empty={
                <EmptyState
                  icon={clipboardListIcon}
                  text={t(
                    tab !== 'all'
                      ? 'orderList.noneHere'
                      : side === 'poster'
                        ? 'orderList.nonePoster'
                        : 'orderList.noneTaker',
                  )}
                >
                  {tab === 'all' && side === 'poster' && router.route('deliverOrder') && (
                    <Button variant="primary" onClick={() => router.navigateTo('deliverOrder')}>
                      {t('orderList.post')}
                    </Button>
                  )}
                  {tab === 'all' && side === 'taker' && (
                    <Button variant="primary" onClick={() => router.switchTab('taskCentered')}>
                      {t('orderList.find')}
                    </Button>
                  )}
                </EmptyState>
              }
            />
          </div>
        </>
      ) : (
        <div class="mp-body">
          <EmptyState icon={logInIcon} text={t('orderList.loggedOut')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('orderList.login')}
            </Button>
          </EmptyState>
        </div>
      )}
    </div>
  );
}

export { default as messages } from './messages';
