import { getFavourites, type SavedTalent, setFavourite } from '../../../api/endpoints/people';
import type { Order } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { errorText } from '../../../ui/errors';
import { Face } from '../../../ui/evaluation';
import heartIcon from '../../../ui/icons/heart';
import logInIcon from '../../../ui/icons/log-in';
import { LoadMoreList } from '../../../ui/load-more-list';
import { NavBar } from '../../../ui/nav-bar';
import { OrderCard } from '../../../ui/order-card';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState } from '../../../ui/states';
import { usePageShown } from '../../../ui/use-page-shown';
import { sheet } from './styles';

type Tab = 'order' | 'talent';

/**
 * What the signed-in person saved: tabs for orders and talents (businesses and articles join
 * with the community), last saved first; each opens its page and can be removed here.
 */
export default function MyCollection() {
  const t = useT();
  useStyles(sheet);
  const { api, router, session, toast } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const [tab, setTab] = useState<Tab>(route.query.tab === 'talent' ? 'talent' : 'order');
  const [version, setVersion] = useState(0);
  const [removed, setRemoved] = useState<string[]>([]);
  // Something saved or removed on a detail page shows when the person comes back.
  usePageShown(() => setVersion((v) => v + 1));

  const remove = async (kind: Tab, id: number) => {
    try {
      await setFavourite(quietApi(api), kind, id, false);
      setRemoved((r) => [...r, `${kind}:${id}`]);
      toast(t('myCollection.removed'));
    } catch (error) {
      toast(errorText(error, t));
    }
  };

  const removeButton = (kind: Tab, id: number) => (
    <button type="button" class="mp-coll__remove" onClick={() => remove(kind, id)}>
      {t('myCollection.remove')}
    </button>
  );

  const talent = (p: SavedTalent) => (
    <div class="mp-coll__talent">
      <button
        type="button"
        class="mp-coll__open"
        onClick={() => router.navigateTo('talentInformation', { id: p.id })}
      >
        <Face person={p} />
        <span class="mp-coll__text">
          <span class="mp-coll__name">{p.s_username}</span>
          {p.introduction ? <span class="mp-coll__intro">{p.introduction}</span> : null}
        </span>
      </button>
      {removeButton('talent', p.id)}
    </div>
  );

  const tabButton = (k: Tab, label: string) => (
    <button type="button" role="tab" class="mp-coll__tab" aria-selected={tab === k} onClick={() => setTab(k)}>
      {label}
    </button>
  );

  return (
    <div class="mp-page">
      <NavBar title={t('myCollection.title')} />
      <div class="mp-body">
        {token ? (
          <>
            <div class="mp-coll__tabs" role="tablist">
              {tabButton('order', t('myCollection.orders'))}
              {tabButton('talent', t('myCollection.talents'))}
            </div>
            {tab === 'order' ? (
              <LoadMoreList<Order>
                key={`order:${token.token}:${version}`}
                label={t('myCollection.orders')}
                load={(page) => getFavourites(api, 'order', page)}
                itemKey={(order) => order.id}
                render={(order) =>
                  removed.includes(`order:${order.id}`) ? null : (
                    <OrderCard order={order} extra={removeButton('order', order.id)} />
                  )
                }
                empty={
                  <EmptyState icon={heartIcon} text={t('myCollection.noOrders')}>
                    <Button variant="primary" onClick={() => router.switchTab('taskCentered')}>
                      {t('myCollection.findOrders')}
                    </Button>
                  </EmptyState>
                }
              />
            ) : (
              <LoadMoreList<SavedTalent>
                key={`talent:${token.token}:${version}`}
                label={t('myCollection.talents')}
                load={(page) => getFavourites(api, 'talent', page)}
                itemKey={(p) => p.id}
                render={(p) => (removed.includes(`talent:${p.id}`) ? null : talent(p))}
                empty={
                  <EmptyState icon={heartIcon} text={t('myCollection.noTalents')}>
                    {router.route('talentList') ? (
                      <Button variant="primary" onClick={() => router.navigateTo('talentList')}>
                        {t('myCollection.findTalents')}
                      </Button>
                    ) : null}
                  </EmptyState>
                }
              />
            )}
          </>
        ) : (
          <EmptyState icon={logInIcon} text={t('myCollection.loggedOut')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('myCollection.login')}
            </Button>
          </EmptyState>
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
