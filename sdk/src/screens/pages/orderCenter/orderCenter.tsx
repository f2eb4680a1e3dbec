import { getMyOrderCounts } from '../../../api/endpoints/orders';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { MY_ORDER_TABS, type MyOrderSide } from '../../../rules/my-orders';
import { Button, buttonSheet } from '../../../ui/button';
import { Cell, cellSheet } from '../../../ui/cell';
import logInIcon from '../../../ui/icons/log-in';
import { tabKey } from '../../../ui/my-order-tabs';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

const SIDES: readonly MyOrderSide[] = ['poster', 'taker'];
/** Groups that wait on the person: their counts stand out. */
const TO_ACT: Readonly<Record<MyOrderSide, readonly string[]>> = {
  poster: ['awaiting_payment', 'to_confirm', 'after_sale'],
  taker: ['in_progress', 'after_sale'],
};

/**
 * The order center: the person's orders as the one who posted them or as the one who took them
 * (a switch, `query.role` first), a shortcut per state group with how many orders it holds
 * (`mine_counts`), each opening orderList on that group, and the way to everything else:
 * all orders, evaluations, posting or finding a task. Signed out: a prompt to sign in.
 */
export default function OrderCenter() {
  const t = useT();
  useStyles(buttonSheet, cellSheet, sheet);
  const { session, router, api } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const [side, setSide] = useState<MyOrderSide>(route.query.role === 'taker' ? 'taker' : 'poster');
  const counts = useLoad(
    () => (token ? getMyOrderCounts(api, side) : Promise.resolve(null)),
    [side, token?.token],
  );
  const open = (status: string) => router.navigateTo('orderList', { role: side, status });
  const data = counts.data;

  if (!token) {
    return (
      <div class="mp-page">
        <NavBar title={t('orderCenter.title')} />
        <div class="mp-body">
          <EmptyState icon={logInIcon} text={t('orderCenter.loggedOut')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('orderCenter.login')}
            </Button>
          </EmptyState>
        </div>
      </div>
    );
  }

  return (
    <div class="mp-page">
      <NavBar title={t('orderCenter.title')} />
      <div class="mp-body">
        <div class="mp-oc__sides" role="tablist" aria-label={t('orderCenter.sides')}>
          {SIDES.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              class="mp-oc__side"
              aria-selected={side === s}
              onClick={() => setSide(s)}
            >
              {t(`myOrderTabs.${s}`)}
            </button>
          ))}
        </div>
        <section class="mp-oc__card" role="tabpanel" aria-label={t(`myOrderTabs.${side}`)}>
          <button type="button" class="mp-oc__all" onClick={() => open('all')}>
            <span>{t('orderCenter.all')}</span>{' '}
            <span class="mp-muted">{data ? t('orderCenter.total', { n: data.all ?? 0 }) : ''}</span>
          </button>
          <ul class="mp-oc__grid">
            {MY_ORDER_TABS[side]
              .filter((tab) => tab !== 'all')
              .map((tab) => {
                const n = data?.[tab] ?? 0;
                const label = t(tabKey(side, tab));
                return (
                  <li key={tab}>
                    <button
                      type="button"
                      class="mp-oc__group"
                      aria-label={data ? t('orderCenter.groupCount', { group: label, n }) : label}
                      onClick={() => open(tab)}
                    >
                      <span
                        class={`mp-oc__count${n > 0 ? (TO_ACT[side].includes(tab) ? ' mp-oc__count--act' : ' mp-oc__count--on') : ''}`}
                        aria-hidden="true"
                      >
                        {data ? n : '·'}
                      </span>
                      <span aria-hidden="true">{label}</span>
                    </button>
                  </li>
                );
              })}
          </ul>
          {counts.loading && !data && (
            <p class="mp-oc__note" role="status">
              {t('common.loading')}
            </p>
          )}
          {counts.error && (
            <p class="mp-oc__note" role="alert">
              {counts.error}{' '}
              <button type="button" class="mp-link" onClick={counts.reload}>
                {t('common.retry')}
              </button>
            </p>
          )}
          {data && !data.all && (
            <p class="mp-oc__note">
              {t(side === 'poster' ? 'orderCenter.nonePosted' : 'orderCenter.noneTaken')}
            </p>
          )}
        </section>
        <div class="mp-group">
          {side === 'poster' && router.route('deliverOrder') && (
            <Cell label={t('orderCenter.post')} onClick={() => router.navigateTo('deliverOrder')} />
          )}
          {side === 'taker' && (
            <Cell label={t('orderCenter.find')} onClick={() => router.switchTab('taskCentered')} />
          )}
          <Cell
            label={t('orderCenter.evaluations')}
            onClick={() => router.navigateTo('/pagesCommon/evaluateCenter/evaluateCenter')}
          />
        </div>
      </div>
    </div>
  );
}

export { default as messages } from './messages';
