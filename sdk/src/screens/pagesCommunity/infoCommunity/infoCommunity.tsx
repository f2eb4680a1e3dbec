import {
  ARTICLE_CATEGORIES,
  type Article,
  type ArticleCategory,
  getArticles,
} from '../../../api/endpoints/community';
import { useApi, useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { ArticleCard, cap } from '../../../ui/community/article-card';
import { communitySheet } from '../../../ui/community/styles';
import { UnreadBadge } from '../../../ui/community/unread-badge';
import { CursorList } from '../../../ui/cursor-list';
import usersIcon from '../../../ui/icons/users';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState } from '../../../ui/states';
import { usePageShown } from '../../../ui/use-page-shown';

type Filter = ArticleCategory | 'all' | 'mine';

/**
 * The community feed: categories (and the person's own posts, hidden ones with why), newest or
 * popular, keyset pages. "Publish" opens deliverArticle; the nav bar leads to the comments
 * received, with the unread badge.
 */
export default function InfoCommunity() {
  const t = useT();
  useStyles(communitySheet);
  const api = useApi();
  const { router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const [filter, setFilter] = useState<Filter>('all');
  const [sort, setSort] = useState<'newest' | 'popular'>('newest');
  const [round, setRound] = useState(0);
  usePageShown(() => setRound((n) => n + 1));
  const signIn = () => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) });
  const go = (
    path: '/pagesCommunity/deliverArticle/deliverArticle' | '/pagesCommunity/receivedRemark/receivedRemark',
  ) => (token ? router.navigateTo(path) : signIn());
  const filters: Filter[] = ['all', ...ARTICLE_CATEGORIES, ...(token ? (['mine'] as const) : [])];

  return (
    <div class="mp-page">
      <NavBar
        title={t('community.feedTitle')}
        right={
          <button
            type="button"
            class="mp-icon-btn"
            onClick={() => go('/pagesCommunity/receivedRemark/receivedRemark')}
          >
            {t('community.received')}
            {token && <UnreadBadge />}
          </button>
        }
      />
      <div class="mp-body">
        <div class="mp-cm-row">
          <fieldset class="mp-cm-chips" aria-label={t('community.sort')}>
            {(['newest', 'popular'] as const).map((s) => (
              <button
                key={s}
                type="button"
                class="mp-cm-chip"
                aria-pressed={sort === s}
                onClick={() => setSort(s)}
              >
                {t(`community.sort${cap(s)}`)}
              </button>
            ))}
          </fieldset>
          <Button variant="primary" onClick={() => go('/pagesCommunity/deliverArticle/deliverArticle')}>
            {t('community.publish')}
          </Button>
        </div>
        <fieldset class="mp-cm-chips" aria-label={t('community.category')}>
          {filters.map((f) => (
            <button
              key={f}
              type="button"
              class="mp-cm-chip"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {t(`community.cat${cap(f)}`)}
            </button>
          ))}
        </fieldset>
        <CursorList<Article>
          key={`${filter}:${sort}:${round}:${token?.token ?? ''}`}
          label={t('community.feedTitle')}
          load={(cursor) =>
            getArticles(api, {
              ...(filter === 'mine' ? { mine: true } : filter === 'all' ? {} : { category: filter }),
              sort,
              ...(cursor ? { cursor } : {}),
            })
          }
          render={(article) => <ArticleCard article={article} />}
          empty={
            <EmptyState
              icon={usersIcon}
              text={t(filter === 'mine' ? 'community.emptyMine' : 'community.emptyFeed')}
            />
          }
        />
      </div>
    </div>
  );
}

export { default as messages } from './messages';
