import { getBrowseHistory } from '../../../api/endpoints/orders';
import type { Order } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import historyIcon from '../../../ui/icons/history';
import logInIcon from '../../../ui/icons/log-in';
import { LoadMoreList } from '../../../ui/load-more-list';
import { NavBar } from '../../../ui/nav-bar';
import { OrderCard } from '../../../ui/order-card';
import { EmptyState } from '../../../ui/states';
import { sheet } from './styles';

/**
 * The orders the signed-in person opened, last opened first, paged with "load more"; each card
 * opens orderDetail and says whether the order still takes people. Signed out: a prompt to
 * sign in that comes back here.
 */
export default function BrowseHistory() {
  const t = useT();
  useStyles(sheet);
  const { api, router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);

  const state = (order: Order) => {
    const open = order.status === 'open' || order.status === 'full';
    return (
      <span class={`mp-bh__state${open ? '' : ' mp-bh__state--closed'}`}>
        {t(open ? `browseHistory.${order.status}` : 'browseHistory.closed')}
      </span>
    );
  };

  return (
    <div class="mp-page">
      <NavBar title={t('browseHistory.title')} />
      <div class="mp-body">
        {token ? (
          <LoadMoreList<Order>
            key={token.token}
            label={t('browseHistory.title')}
            load={(page) => getBrowseHistory(api, page)}
            itemKey={(order) => order.id}
            render={(order) => <OrderCard order={order} extra={state(order)} />}
            empty={
              <EmptyState icon={historyIcon} text={t('browseHistory.empty')}>
                <Button variant="primary" onClick={() => router.switchTab('taskCentered')}>
                  {t('browseHistory.find')}
                </Button>
              </EmptyState>
            }
          />
        ) : (
          <EmptyState icon={logInIcon} text={t('browseHistory.loggedOut')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('browseHistory.login')}
            </Button>
          </EmptyState>
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
