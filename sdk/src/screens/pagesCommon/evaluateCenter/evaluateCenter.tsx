import { getEvaluations, type ListedEvaluation } from '../../../api/endpoints/evaluations';
import { getPersonalInfo } from '../../../api/endpoints/user';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { FIRST_PAGE, LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button, buttonSheet } from '../../../ui/button';
import { EvaluationView, evaluationSheet, Stars } from '../../../ui/evaluation';
import logInIcon from '../../../ui/icons/log-in';
import starIcon from '../../../ui/icons/star';
import { LoadMoreList } from '../../../ui/load-more-list';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

type Tab = 'received' | 'given';
const TABS: readonly Tab[] = ['received', 'given'];
/**
 * Each tab's text key, written out: a key built at run time would keep its long name in the
 * build (scripts/lib/text-keys.ts).
 */
const TAB_TEXT: Record<Tab, string> = { received: 'evaluateCenter.received', given: 'evaluateCenter.given' };

/**
 * The person's evaluations: those received (both roles, shown once visible: both in, or the
 * 14 days over) with their average, and those given (with whether the other party sees them
 * yet), each opening evaluateDetail. Signed out: a prompt to sign in.
 */
export default function EvaluateCenter() {
  const t = useT();
  useStyles(buttonSheet, evaluationSheet, sheet);
  const { api, router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const stored = useStore(session.$user);
  const [tab, setTab] = useState<Tab>(route.query.tab === 'given' ? 'given' : 'received');
  const [summary, setSummary] = useState<{ average: number; count: number } | null>(null);
  // The signed-in user, as stored at sign-in (fetched when the session has none).
  const me = useLoad(
    () => (token && !stored ? getPersonalInfo(api) : Promise.resolve(stored)),
    [token?.token, stored?.id],
  );
  const userId = (stored ?? me.data)?.id;

  const item = (e: ListedEvaluation) => (
    <article class="mp-ec__item">
      <p class="mp-ec__tag">
        {tab === 'received'
          ? t(e.author_role === 'poster' ? 'evaluateCenter.fromPoster' : 'evaluateCenter.fromTaker')
          : t(e.author_role === 'poster' ? 'evaluateCenter.asPoster' : 'evaluateCenter.asTaker')}
        {tab === 'given' && !e.visible && <span class="mp-ec__hidden">{t('evaluateCenter.hidden')}</span>}
      </p>
      <EvaluationView evaluation={e} who={tab === 'given' ? e.about : undefined} />
      <button
        type="button"
        class="mp-ec__open"
        onClick={() =>
          router.navigateTo('/pagesCommon/evaluateDetail/evaluateDetail', { id: e.goods_order_task_id })
        }
      >
        <span class="mp-ec__title">{e.title}</span>{' '}
        <span class="mp-ec__more">{t('evaluateCenter.open')}</span>
      </button>
    </article>
  );

  let body = null;
  if (!token) {
    body = (
      <EmptyState icon={logInIcon} text={t('evaluateCenter.loggedOut')}>
        <Button
          variant="primary"
          onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
        >
          {t('evaluateCenter.login')}
        </Button>
      </EmptyState>
    );
  } else if (userId !== undefined) {
    body = (
      <>
        {summary && summary.count > 0 && (
          <p class="mp-ec__summary">
            {tab === 'received' ? (
              <>
                <span class="mp-ec__avg">{summary.average.toFixed(1)}</span>
                <Stars n={summary.average} />
                <span class="mp-muted">{t('evaluateCenter.count', { n: summary.count })}</span>
              </>
            ) : (
              <span class="mp-muted">{t('evaluateCenter.givenCount', { n: summary.count })}</span>
            )}
          </p>
        )}
        <LoadMoreList<ListedEvaluation>
          key={`${tab}:${userId}`}
          label={t(TAB_TEXT[tab])}
          load={async (page) => {
            const res = await getEvaluations(api, userId, tab, page);
            if (page === FIRST_PAGE) setSummary({ average: res.average, count: res.count });
            return res;
          }}
          itemKey={(e) => `${e.goods_order_task_id}:${e.author_role}`}
          render={item}
          empty={
            <EmptyState
              icon={starIcon}
              text={t(tab === 'received' ? 'evaluateCenter.noneReceived' : 'evaluateCenter.noneGiven')}
            >
              <p class="mp-muted">{t('evaluateCenter.emptyHint')}</p>
            </EmptyState>
          }
        />
      </>
    );
  } else if (me.error) {
    body = <ErrorState message={me.error} onRetry={me.reload} />;
  } else {
    body = <Loading />;
  }

  return (
    <div class="mp-page">
      <NavBar title={t('evaluateCenter.title')} />
      {token && (
        <div class="mp-ec__tabs" role="tablist" aria-label={t('evaluateCenter.title')}>
          {TABS.map((x) => (
            <button
              key={x}
              type="button"
              role="tab"
              class="mp-ec__tab"
              aria-selected={tab === x}
              onClick={() => {
                setSummary(null);
                setTab(x);
              }}
            >
              {t(TAB_TEXT[x])}
            </button>
          ))}
        </div>
      )}
      <div class="mp-body">{body}</div>
    </div>
  );
}

export { default as messages } from './messages';
