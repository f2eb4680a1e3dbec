import { type WechatSignIn, wechatRedirect, wechatSession } from '../../../api/endpoints/wechat';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useEffect, useMemo, useRef, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { errorText, isAborted } from '../../../ui/errors';
import { fieldSheet } from '../../../ui/field';
import badgeCheckIcon from '../../../ui/icons/badge-check';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { sheet } from './styles';

/** Where the nonce of a round trip waits while the browser is at WeChat (this tab only). */
const NONCE_KEY = 'mp:wechat-nonce';
const ROUTE_PATH = '/pages/authorisationView/authorisationView';
/** What the callback says went wrong (`wechat_error`), and its text. */
const WECHAT_ERRORS: Record<string, string> = {
  denied: 'authorisationView.errorDenied',
  expired: 'authorisationView.errorExpired',
  failed: 'authorisationView.errorFailed',
};

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage blocked: the round trip cannot be finished here
  }
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

type Finish =
  | { state: 'working' }
  | { state: 'done'; result: WechatSignIn }
  | { state: 'error'; message: string };

/**
 * WeChat sign-in through the official account: asks WeChat who the person is (OAuth), and on
 * the way back (`wechat_ticket` or `wechat_error` in the query) signs them in, binds WeChat to
 * the signed-in account, or, when WeChat is not linked to any account yet, leads to binding a
 * phone and comes back here to link it.
 */
export default function AuthorisationView() {
  const t = useT();
  useStyles(fieldSheet, sheet); // the failure line is a field error
  const inst = useInstance();
  const { router, session, options } = inst;
  const route = useRoute();
  const api = useMemo(() => quietApi(inst.api), [inst.api]);
  const token = useStore(session.$token);
  const ticket = route.query.wechat_ticket;
  const wechatError = route.query.wechat_error;
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState('');
  const [finish, setFinish] = useState<Finish>({ state: 'working' });
  const [attempt, setAttempt] = useState(0);
  // Signing in changes the token; the ticket is spent by then, so the effect must not run again.
  const signedIn = useRef(false);

  // Back from WeChat: end the round trip (again once the person signed in with a phone).
  useEffect(() => {
    if (!ticket || signedIn.current) return;
    const nonce = storage()?.getItem(NONCE_KEY);
    if (!nonce) {
      setFinish({ state: 'error', message: t('authorisationView.otherBrowser') });
      return;
    }
    let live = true;
    setFinish({ state: 'working' });
    wechatSession(api, { ticket, nonce })
      .then((result) => {
        if (!live) return;
        if (result.status !== 'not_bound') storage()?.removeItem(NONCE_KEY);
        if (result.status === 'signed_in' && result.tokenInfo && result.user) {
          signedIn.current = true;
          session.login(result.tokenInfo, result.user);
          inst.toast(t('authorisationView.signedIn'));
          router.reLaunch('personCenter');
          return;
        }
        setFinish({ state: 'done', result });
      })
      .catch((err) => {
        if (live && !isAborted(err)) setFinish({ state: 'error', message: errorText(err, t) });
      });
    return () => {
      live = false;
    };
  }, [ticket, token?.token, attempt]);

  async function start() {
    setStarting(true);
    setStartError('');
    try {
      const nonce = newNonce();
      const store = storage();
      if (!store) throw new Error(t('authorisationView.otherBrowser'));
      store.setItem(NONCE_KEY, nonce);
      // The reference app routes by hash: come back to this very page. Embedded, the server's
      // web app takes the way back.
      const returnUrl =
        options.routing === 'hash' ? `${location.href.split('#')[0]}#${ROUTE_PATH}` : undefined;
      const { url } = await wechatRedirect(api, {
        scopes: 'snsapi_userinfo',
        nonce,
        ...(returnUrl ? { return_url: returnUrl } : {}),
      });
      location.assign(url);
    } catch (err) {
      if (!isAborted(err)) setStartError(errorText(err, t));
      setStarting(false);
    }
  }

  const again = (
    <Button variant="primary" loading={starting} onClick={start}>
      {t('authorisationView.start')}
    </Button>
  );

  let body = null;
  if (ticket && finish.state === 'working') {
    body = <Loading label={t('authorisationView.finishing')} />;
  } else if (ticket && finish.state === 'error') {
    body = (
      <>
        <ErrorState message={finish.message} onRetry={() => setAttempt((n) => n + 1)} />
        <div class="mp-auth__actions">{again}</div>
      </>
    );
  } else if (ticket && finish.state === 'done' && finish.result.status === 'not_bound') {
    body = (
      <EmptyState text={t('authorisationView.notBound')}>
        <p class="mp-muted">{t('authorisationView.notBoundBody')}</p>
        <Button
          variant="primary"
          onClick={() =>
            router.navigateTo(LOGIN_ROUTE, {
              redirect: `${ROUTE_PATH}?wechat_ticket=${encodeURIComponent(ticket)}`,
            })
          }
        >
          {t('authorisationView.bindPhone')}
        </Button>
      </EmptyState>
    );
  } else if (ticket && finish.state === 'done') {
    body = (
      <EmptyState icon={badgeCheckIcon} text={t('authorisationView.bound')}>
        <Button variant="primary" onClick={() => router.reLaunch('personCenter')}>
          {t('authorisationView.toPersonCenter')}
        </Button>
      </EmptyState>
    );
  } else {
    const failure = wechatError ? (WECHAT_ERRORS[wechatError] ?? 'authorisationView.errorFailed') : undefined;
    body = (
      <section class="mp-auth">
        <span class="mp-auth__mark" aria-hidden="true" />
        <h2 class="mp-auth__title">{t('authorisationView.heading')}</h2>
        <p class="mp-muted">{t(token ? 'authorisationView.introBind' : 'authorisationView.intro')}</p>
        {(failure || startError) && (
          <p class="mp-field__error" role="alert">
            {startError || t(failure ?? '')}
          </p>
        )}
        <div class="mp-auth__actions">
          {again}
          {!token && (
            <Button onClick={() => router.navigateTo(LOGIN_ROUTE)}>{t('authorisationView.usePhone')}</Button>
          )}
        </div>
      </section>
    );
  }

  return (
    <div class="mp-page">
      <NavBar title={t('authorisationView.title')} />
      <div class="mp-body">{body}</div>
    </div>
  );
}

export { default as messages } from './messages';
