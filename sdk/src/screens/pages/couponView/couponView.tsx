import { type CouponTab, getMyCoupons } from '../../../api/endpoints/coupons';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { CouponCard } from '../../../ui/coupon-card';
import logInIcon from '../../../ui/icons/log-in';
import ticketIcon from '../../../ui/icons/ticket';
import { LoadMoreList } from '../../../ui/load-more-list';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState } from '../../../ui/states';
import { sheet } from './styles';

export { default as launch } from './launch/launch';
export { default as messages } from './messages';

const TABS: readonly CouponTab[] = ['available', 'used', 'expired'];
/**
 * Each tab's text key, written out: a key built at run time would keep its long name in the
 * build (scripts/lib/text-keys.ts).
 */
const TAB_TEXT: Record<CouponTab, string> = {
  available: 'couponView.available',
  used: 'couponView.used',
  expired: 'couponView.expired',
};
const EMPTY: Record<CouponTab, string> = {
  available: 'couponView.emptyAvailable',
  used: 'couponView.emptyUsed',
  expired: 'couponView.emptyExpired',
};

/**
 * The signed-in person's coupons in three tabs (`?tab=`): available (with those a task awaiting
 * payment holds, and those ending within 3 days marked), used and expired, paged with "load
 * more". Signed out: a prompt to sign in that comes back here.
 */
export default function CouponView() {
  const t = useT();
  useStyles(sheet);
  const { api, router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const [tab, setTab] = useState<CouponTab>(
    TABS.includes(route.query.tab as CouponTab) ? (route.query.tab as CouponTab) : 'available',
  );

  return (
    <div class="mp-page">
      <NavBar title={t('couponView.title')} />
      <div class="mp-body">
        {token ? (
          <>
            <div class="mp-cv__tabs" role="tablist" aria-label={t('couponView.title')}>
              {TABS.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  aria-selected={tab === name ? 'true' : 'false'}
                  class={`mp-cv__tab${tab === name ? ' mp-cv__tab--on' : ''}`}
                  onClick={() => setTab(name)}
                >
                  {t(TAB_TEXT[name])}
                </button>
              ))}
            </div>
            <LoadMoreList
              key={`${token.token}:${tab}`}
              label={t(TAB_TEXT[tab])}
              load={(page) => getMyCoupons(api, tab, page)}
              itemKey={(coupon) => coupon.id}
              render={(coupon) => <CouponCard coupon={coupon} off={tab !== 'available'} />}
              empty={
                <EmptyState icon={ticketIcon} text={t(EMPTY[tab])}>
                  {tab === 'available' && (
                    <Button variant="primary" onClick={() => router.switchTab('taskCentered')}>
                      {t('couponView.find')}
                    </Button>
                  )}
                </EmptyState>
              }
            />
          </>
        ) : (
          <EmptyState icon={logInIcon} text={t('couponView.loggedOut')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('couponView.login')}
            </Button>
          </EmptyState>
        )}
      </div>
    </div>
  );
}
