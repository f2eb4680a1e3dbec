import { getUnreadRemarks } from '../../../api/endpoints/community';
import { getFeedbackUnread } from '../../../api/endpoints/feedback';
import { getPersonalInfo } from '../../../api/endpoints/user';
import { useApi, useInstance, useRouter, useStyles, useT } from '../../../app/context';
import { HOME_ROUTE, LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import type { GroupPath, PageName } from '../../../router/routes';
import { maskPhone } from '../../../rules/phone';
import { Button } from '../../../ui/button';
import { Cell, cellSheet } from '../../../ui/cell';
import badgeCheck from '../../../ui/icons/badge-check';
import bell from '../../../ui/icons/bell';
import clipboardList from '../../../ui/icons/clipboard-list';
import fileText from '../../../ui/icons/file-text';
import handshake from '../../../ui/icons/handshake';
import headset from '../../../ui/icons/headset';
import heart from '../../../ui/icons/heart';
import history from '../../../ui/icons/history';
import idCard from '../../../ui/icons/id-card';
import infoIcon from '../../../ui/icons/info';
import logInIcon from '../../../ui/icons/log-in';
import mapPin from '../../../ui/icons/map-pin';
import messageSquare from '../../../ui/icons/message-square';
import shield from '../../../ui/icons/shield';
import star from '../../../ui/icons/star';
import ticket from '../../../ui/icons/ticket';
import userIcon from '../../../ui/icons/user';
import users from '../../../ui/icons/users';
import wallet from '../../../ui/icons/wallet';
import { NavBar } from '../../../ui/nav-bar';
import { Dialog, Popup } from '../../../ui/popup';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { usePageShown } from '../../../ui/use-page-shown';
import type { NotificationSettings } from './notifications/notifications';
import { sheet } from './styles';

/**
 * The areas listed, in this order: main-package routes by name (listed when the route table has
 * them), group routes by path (listed at once: every group route has a screen, and entering this
 * page preloads the groups, each a chunk with its table and screens).
 */
const LATER: readonly (PageName | GroupPath)[] = [
  'orderCenter',
  '/pagesPerson/editInformation/editInformation',
  '/pagesPerson/walletView/walletView',
  'couponView',
  '/pagesPerson/myCollection/myCollection',
  '/pagesPerson/browseHistory/browseHistory',
  '/pagesPerson/myTeam/myTeam',
  '/pagesPerson/myPartner/myPartner',
  'manageAddress',
  '/pagesCommon/evaluateCenter/evaluateCenter',
  '/pagesPerson/contractList/contractList',
  '/pagesPerson/certificationView/certificationView',
  '/pagesCommon/feedbackView/feedbackView',
];

/**
 * The icon and the text key of each entry, by route name; each key written out, so the build
 * can shorten it (scripts/lib/text-keys.ts).
 */
const ENTRIES: Record<string, { icon: string; label: string }> = {
  orderCenter: { icon: clipboardList, label: 'personCenter.orderCenter' },
  editInformation: { icon: userIcon, label: 'personCenter.editInformation' },
  walletView: { icon: wallet, label: 'personCenter.walletView' },
  couponView: { icon: ticket, label: 'personCenter.couponView' },
  myCollection: { icon: heart, label: 'personCenter.myCollection' },
  browseHistory: { icon: history, label: 'personCenter.browseHistory' },
  myTeam: { icon: users, label: 'personCenter.myTeam' },
  myPartner: { icon: handshake, label: 'personCenter.myPartner' },
  manageAddress: { icon: mapPin, label: 'personCenter.manageAddress' },
  evaluateCenter: { icon: star, label: 'personCenter.evaluateCenter' },
  contractList: { icon: fileText, label: 'personCenter.contractList' },
  certificationView: { icon: badgeCheck, label: 'personCenter.certificationView' },
  feedbackView: { icon: messageSquare, label: 'personCenter.feedbackView' },
};

/** The route name of a name or path (`/pagesPerson/walletView/walletView` -> `walletView`). */
const nameOf = (target: string) => target.slice(target.lastIndexOf('/') + 1);

/** Person center: profile, entries, logout; a sign-in prompt when logged out. */
export default function PersonCenter() {
  const t = useT();
  useStyles(cellSheet, sheet); // the groups are drawn here
  const { session, i18n } = useInstance();
  const router = useRouter();
  const api = useApi();
  const token = useStore(session.$token);
  const stored = useStore(session.$user);
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The notification settings are a chunk of their own, fetched at the first tap.
  const [Settings, setSettings] = useState<typeof NotificationSettings | null>(null);
  const [notifying, setNotifying] = useState(false);
  // Fresh on every visit (the real-name status changes on the server).
  const info = useLoad(() => (token ? getPersonalInfo(api) : Promise.resolve(null)), [token?.token]);
  const user = info.data ?? stored;
  // Answers to the person's feedback not opened yet: the badge of the feedback entry.
  const answers = useLoad(
    () => (token ? getFeedbackUnread(api, { silent: true }).catch(() => null) : Promise.resolve(null)),
    [token?.token],
  );
  const unread = answers.data?.count ?? 0;
  usePageShown(answers.reload);
  const go = (name: string, query?: Record<string, string>) => () => router.navigateTo(name, query);
  // community (issue 12): the badge of comments received, fresh each time the page shows
  const remarks = useLoad(
    () =>
      token
        ? getUnreadRemarks(quietApi(api)).then(
            (r) => r.count,
            () => 0,
          )
        : Promise.resolve(0),
    [token?.token],
  );
  usePageShown(remarks.reload);
  const openNotifications = () =>
    import('./notifications/notifications').then((m) =>
      i18n.addMessages(m.messages).then(() => {
        setSettings(() => m.NotificationSettings);
        setNotifying(true);
      }),
    );

  async function logout() {
    setLeaving(true);
    try {
      await session.logout();
    } catch {
      // the local session is cleared either way
    }
    setLeaving(false);
    setAsking(false);
    router.reLaunch(HOME_ROUTE);
  }

  let head = null;
  if (!token) {
    head = (
      <EmptyState icon={logInIcon} text={t('personCenter.loggedOutTitle')}>
        <p class="mp-muted">{t('personCenter.loggedOutBody')}</p>
        <Button variant="primary" onClick={go(LOGIN_ROUTE)}>
          {t('personCenter.login')}
        </Button>
        {router.route('authorisationView') && (
          <Button onClick={go('authorisationView')}>{t('personCenter.wechat')}</Button>
        )}
      </EmptyState>
    );
  } else if (user) {
    head = (
      <section class="mp-profile">
        {user.face ? (
          <img class="mp-avatar" src={user.face} alt={t('personCenter.avatar')} />
        ) : (
          <span class="mp-avatar" aria-hidden="true">
            {(Array.from(user.s_username.trim())[0] ?? '?').toUpperCase()}
          </span>
        )}
        <div>
          <h2 class="mp-profile__name">{user.s_username}</h2>
          <p class="mp-profile__meta">
            <span class="mp-sr-only">{t('personCenter.phone')}: </span>
            {maskPhone(user.tel)}
          </p>
        </div>
      </section>
    );
  } else if (info.error) {
    head = <ErrorState message={info.error} onRetry={info.reload} />;
  } else {
    head = <Loading />;
  }

  return (
    <div class="mp-page">
      <NavBar title={t('personCenter.title')} />
      <div class="mp-body">
        {head}
        {token && user && (
          <div class="mp-group">
            <Cell
              icon={idCard}
              label={t('personCenter.realName')}
              value={
                <span class={`mp-tag${user.smrz === 2 ? ' mp-tag--ok' : ''}`}>
                  {t(`personCenter.smrz${user.smrz}`)}
                </span>
              }
              onClick={router.route('realName') ? go('realName') : undefined}
            />
            {LATER.filter((target) => target.startsWith('/') || router.route(target)).map((target) => (
              <Cell
                key={target}
                icon={ENTRIES[nameOf(target)]?.icon}
                label={t(ENTRIES[nameOf(target)]?.label ?? '')}
                value={
                  nameOf(target) === 'feedbackView' && unread > 0 ? (
                    <span class="mp-tag mp-tag--new">
                      {t('personCenter.feedbackUnread', { count: unread })}
                    </span>
                  ) : undefined
                }
                onClick={go(target)}
              />
            ))}
            <Cell
              icon={messageSquare}
              label={t('personCenter.receivedRemark')}
              value={
                remarks.data ? (
                  <span class="mp-tag mp-tag--badge">{t('personCenter.unread', { n: remarks.data })}</span>
                ) : undefined
              }
              onClick={go('/pagesCommunity/receivedRemark/receivedRemark')}
            />
            <Cell icon={bell} label={t('personCenter.notifications')} onClick={openNotifications} />
          </div>
        )}
        {token && user?.kefu && (
          <div class="mp-group">
            <Cell
              icon={headset}
              label={t('personCenter.kefuOperation')}
              onClick={go('/pagesManage/kefuOperation/kefuOperation')}
            />
          </div>
        )}
        <div class="mp-group">
          <Cell icon={infoIcon} label={t('personCenter.aboutUs')} onClick={go('aboutUs')} />
          <Cell
            icon={fileText}
            label={t('personCenter.userAgreement')}
            onClick={go('aboutContract', { key: 'user_agreement' })}
          />
          <Cell
            icon={shield}
            label={t('personCenter.privacyPolicy')}
            onClick={go('aboutContract', { key: 'privacy_policy' })}
          />
        </div>
        {token && (
          <Button variant="danger" block onClick={() => setAsking(true)}>
            {t('personCenter.logout')}
          </Button>
        )}
      </div>
      {Settings && (
        <Popup open={notifying} onClose={() => setNotifying(false)} title={t('personCenter.notifications')}>
          <Settings />
        </Popup>
      )}
      <Dialog
        open={asking}
        title={t('personCenter.logoutTitle')}
        message={t('personCenter.logoutBody')}
        confirmText={t('personCenter.logout')}
        danger
        busy={leaving}
        onConfirm={logout}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

export { default as messages } from './messages';
