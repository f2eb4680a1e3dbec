import {
  type Campaign,
  type Coupon,
  getCampaigns,
  getExpiringCoupons,
  getNewCoupons,
} from '../../../../api/endpoints/coupons';
import { type Instance, InstanceContext, useInstance, useStyles, useT } from '../../../../app/context';
import { LOGIN_ROUTE } from '../../../../config';
import { render, useEffect, useState } from '../../../../lib/preact';
import { Button, buttonSheet } from '../../../../ui/button';
import { formatFen } from '../../../../ui/money';
import { Popup } from '../../../../ui/popup';
import messages from '../messages';
import { launchSheet } from './styles';

/** The device's day of the last "expiring soon" reminder: at most one a day. */
const REMINDED_KEY = 'mp:coupon-reminded';

type Shown = { kind: 'register'; campaigns: Campaign[] } | { kind: 'new'; coupons: Coupon[] };

function remindedToday(): boolean {
  const today = new Date().toDateString();
  try {
    if (localStorage.getItem(REMINDED_KEY) === today) return true;
    localStorage.setItem(REMINDED_KEY, today);
  } catch {
    // Storage refused (private mode): remind every launch rather than never.
  }
  return false;
}

/**
 * The spec's launch rules for coupons: signed out, the registration campaigns in a popup that
 * leads to sign-up; signed in (at launch or later), the coupons not announced yet, once
 * (`notViewed` answers each once), and a toast for those ending within 3 days, once a day.
 * Failures stay silent: a popup is a courtesy, never an error for the visitor.
 */
function CouponLaunch({ signedOut }: { signedOut: boolean }) {
  const t = useT();
  useStyles(buttonSheet, launchSheet);
  const { api, router, session, toast, signal } = useInstance();
  const [shown, setShown] = useState<Shown | null>(null);
  const quiet = { silent: true, signal };

  useEffect(() => {
    if (signedOut) {
      getCampaigns(api, 'register', quiet)
        .then((campaigns) => {
          if (campaigns.length > 0 && !session.$token.get()) setShown({ kind: 'register', campaigns });
        })
        .catch(() => {});
    }
    const signedIn = async () => {
      const fresh = await getNewCoupons(api, quiet);
      if (fresh.length > 0) setShown({ kind: 'new', coupons: fresh });
      const ending = await getExpiringCoupons(api, quiet);
      if (ending.length > 0 && !remindedToday()) toast(t('couponView.soonToast', { n: ending.length }));
    };
    let had = !!session.$token.get();
    if (had) signedIn().catch(() => {});
    return session.$token.listen((token) => {
      if (token && !had) signedIn().catch(() => {});
      had = !!token;
    });
  }, []);

  if (!shown) return null;
  const close = () => setShown(null);
  const go = (route: string, query?: Record<string, string>) => {
    close();
    router.navigateTo(route, query);
  };
  const items =
    shown.kind === 'register'
      ? shown.campaigns.map((c) => ({ id: c.id, name: c.name, amount: c.amount_fen, min: c.min_spend_fen }))
      : shown.coupons.map((c) => ({ id: c.id, name: c.name, amount: c.amount_fen, min: c.min_spend_fen }));
  return (
    <Popup
      open
      position="center"
      onClose={close}
      title={t(shown.kind === 'register' ? 'couponView.welcome' : 'couponView.newTitle', { n: items.length })}
    >
      <p class="mp-popup__body">
        {t(shown.kind === 'register' ? 'couponView.welcomeBody' : 'couponView.newBody')}
      </p>
      <ul class="mp-cl__list">
        {items.map((item) => (
          <li key={item.id} class="mp-cl__item">
            <strong class="mp-cl__amount">{formatFen(item.amount)}</strong>
            <span class="mp-cl__name">
              {item.name}
              <small class="mp-cl__min">
                {item.min > 0 ? t('couponCard.min', { amount: formatFen(item.min) }) : t('couponCard.noMin')}
              </small>
            </span>
          </li>
        ))}
      </ul>
      <div class="mp-popup__actions">
        <Button onClick={close}>{t('couponView.later')}</Button>
        {shown.kind === 'register' ? (
          <Button variant="primary" onClick={() => go(LOGIN_ROUTE)}>
            {t('couponView.signUp')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => go('couponView')}>
            {t('couponView.view')}
          </Button>
        )}
      </div>
    </Popup>
  );
}

/**
 * Mounts the launch popup in its own layer of the widget (`container`'s frame) once the
 * coupon texts are in. The mount calls it after the first render, from couponView's chunk.
 */
export default async function launchCoupons(instance: Instance, container: HTMLElement): Promise<void> {
  const signedOut = !instance.session.$token.get();
  await instance.i18n.addMessages(messages);
  if (instance.signal.aborted) return;
  const frame = container.querySelector('.mp-app') ?? container;
  const layer = frame.appendChild(document.createElement('div'));
  render(
    <InstanceContext.Provider value={instance}>
      <CouponLaunch signedOut={signedOut} />
    </InstanceContext.Provider>,
    layer,
  );
  instance.signal.addEventListener('abort', () => render(null, layer), { once: true });
}
