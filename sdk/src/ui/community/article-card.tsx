import type { Article } from '../../api/endpoints/community';
import { useRouter, useStyles, useT } from '../../app/context';
import { useDate } from '../evaluation';
import { ModerationNote } from './moderation';
import { communitySheet } from './styles';

/** An article in the feed: title, the start of its text, up to three photos, who and when, likes and comments. */
export function ArticleCard({ article }: { article: Article }) {
  const t = useT();
  useStyles(communitySheet);
  const router = useRouter();
  const date = useDate();
  return (
    <button
      type="button"
      class="mp-cm-card"
      onClick={() => router.navigateTo('/pagesCommunity/communityDetail/communityDetail', { id: article.id })}
    >
      {article.mine && <ModerationNote moderation={article.moderation} reason={article.moderation_reason} />}
      <span class="mp-cm-card__title">{article.title}</span>
      <span class="mp-cm-text">{Array.from(article.content).slice(0, 80).join('')}</span>
      {article.pics.length > 0 && (
        <span class="mp-cm-pics">
          {article.pics.slice(0, 3).map((pic) => (
            <img key={pic} src={pic} alt="" loading="lazy" />
          ))}
        </span>
      )}
      <span class="mp-cm-card__meta">
        {t(`community.cat${cap(article.category)}`)} · {article.author.s_username} ·{' '}
        {date(article.created_at)} · {t('community.likes', { n: article.like_count })} ·{' '}
        {t('community.comments', { n: article.comment_count })}
      </span>
    </button>
  );
}

export const cap = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
