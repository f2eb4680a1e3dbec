import { getMyOrders } from '../../../api/endpoints/orders';
import type { Order } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import clipboardListIcon from '../../../ui/icons/clipboard-list';
import logInIcon from '../../../ui/icons/log-in';
import { LoadMoreList } from '../../../ui/load-more-list';
import { NavBar } from '../../../ui/nav-bar';
import { OrderCard } from '../../../ui/order-card';
import { putPick } from '../../../ui/picks';
import { EmptyState } from '../../../ui/states';
import { sheet } from './styles';

/**
 * Picks one of the caller's open orders (as its poster), to send as an order card in a chat:
 * the order goes back to the opener (`putPick(router, 'order', order)`) and the page closes.
 */
export default function SelectOrder() {
  const t = useT();
  useStyles(sheet);
  const { api, router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const pick = (order: Order) => {
    putPick(router, 'order', order);
    router.navigateBack();
  };
  return (
    <div class="mp-page">
      <NavBar title={t('selectOrder.title')} />
      <div class="mp-body">
        {token ? (
          <>
            <p class="mp-so__intro">{t('selectOrder.intro')}</p>
            <LoadMoreList<Order>
              key={token.token}
              label={t('selectOrder.list')}
              load={(page) => getMyOrders(api, 'poster', 'open', page)}
              itemKey={(order) => order.id}
              render={(order) => (
                <OrderCard
                  order={order}
                  onOpen={pick}
                  extra={<span class="mp-so__send">{t('selectOrder.send')}</span>}
                />
              )}
              empty={
                <EmptyState icon={clipboardListIcon} text={t('selectOrder.empty')}>
                  {router.route('deliverOrder') && (
                    <Button variant="primary" onClick={() => router.redirectTo('deliverOrder')}>
                      {t('selectOrder.post')}
                    </Button>
                  )}
                </EmptyState>
              }
            />
          </>
        ) : (
          <EmptyState icon={logInIcon} text={t('selectOrder.loggedOut')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('selectOrder.login')}
            </Button>
          </EmptyState>
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
