import { getRemarks, type Remark, readRemarks } from '../../../api/endpoints/community';
import { useApi, useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useEffect, useRef } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { cap } from '../../../ui/community/article-card';
import { LinkedText } from '../../../ui/community/linked-text';
import { communitySheet } from '../../../ui/community/styles';
import { CursorList } from '../../../ui/cursor-list';
import { useDate } from '../../../ui/evaluation';
import logInIcon from '../../../ui/icons/log-in';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState } from '../../../ui/states';

/**
 * Comments and replies on my articles and replies to my comments, unread first (marked "new");
 * once the first page is shown they count as read, so the badge clears. Each opens its post.
 */
export default function ReceivedRemark() {
  const t = useT();
  useStyles(communitySheet);
  const api = useApi();
  const { router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const date = useDate();
  const marked = useRef(false);
  useEffect(() => {
    marked.current = false;
  }, [token?.token]);

  const load = async (cursor: string | undefined) => {
    const page = await getRemarks(api, cursor);
    if (!marked.current && page.list.some((r) => !r.read)) {
      marked.current = true;
      // Read once shown; a failure only leaves the badge as it was.
      readRemarks(quietApi(api)).catch(() => undefined);
    }
    return page;
  };

  return (
    <div class="mp-page">
      <NavBar title={t('community.receivedTitle')} />
      <div class="mp-body">
        {token ? (
          <CursorList<Remark>
            key={token.token}
            label={t('community.receivedTitle')}
            load={load}
            render={(r) => (
              <article class="mp-cm-card">
                <p class="mp-cm-row">
                  <strong>{r.comment.author.s_username}</strong>
                  {!r.read && <span class="mp-cm-badge">{t('community.new')}</span>}
                </p>
                <p class="mp-cm-card__meta">
                  {t(`community.kind${cap(r.kind.replace('_r', 'R'))}`, { title: r.article.title })} ·{' '}
                  {date(r.created_at)}
                </p>
                {r.parent_content !== null && <p class="mp-cm-card__meta">“{r.parent_content}”</p>}
                <LinkedText text={r.comment.content} />
                <button
                  type="button"
                  class="mp-link"
                  onClick={() =>
                    router.navigateTo('/pagesCommunity/communityDetail/communityDetail', { id: r.article.id })
                  }
                >
                  {t('community.openPost')}
                </button>
              </article>
            )}
            empty={<EmptyState icon={logInIcon} text={t('community.emptyReceived')} />}
          />
        ) : (
          <EmptyState icon={logInIcon} text={t('community.signInFirst')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('community.signIn')}
            </Button>
          </EmptyState>
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
