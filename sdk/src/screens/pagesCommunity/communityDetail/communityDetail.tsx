import {
  type Article,
  type Comment,
  type CommentThread,
  createComment,
  getArticle,
  getComments,
  likeArticle,
} from '../../../api/endpoints/community';
import { useApi, useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button } from '../../../ui/button';
import { cap } from '../../../ui/community/article-card';
import { LinkedText } from '../../../ui/community/linked-text';
import { ModerationNote } from '../../../ui/community/moderation';
import { ReportButton } from '../../../ui/community/report';
import { communitySheet } from '../../../ui/community/styles';
import { CursorList } from '../../../ui/cursor-list';
import { errorText } from '../../../ui/errors';
import { useDate } from '../../../ui/evaluation';
import { Textarea } from '../../../ui/field';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

/**
 * One article: its text (links open in webView), photos, likes; its comments with one level of
 * replies, a box to comment or reply, and reports. Its author reads why it is hidden.
 */
export default function CommunityDetail() {
  const t = useT();
  useStyles(communitySheet, sheet);
  const api = useApi();
  const { router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const date = useDate();
  const id = route.query.id ?? '';
  const loaded = useLoad(() => getArticle(api, id), [id, token?.token]);
  const [article, setArticle] = useState<Article | null>(null);
  const shown = article?.id === Number(id) ? article : loaded.data;
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const signIn = () => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) });

  const like = async () => {
    if (!token) return signIn();
    if (!shown) return;
    try {
      setArticle(await likeArticle(api, shown.id, !shown.liked));
    } catch {
      // the transport toasts it
    }
  };

  const send = async () => {
    if (!token) return signIn();
    if (!shown) return;
    if (text.trim() === '') return setError(t('community.commentEmpty'));
    setBusy(true);
    setError(null);
    try {
      await createComment(quietApi(api), {
        article_id: shown.id,
        ...(replyTo ? { parent_id: replyTo.id } : {}),
        content: text,
      });
      setText('');
      setReplyTo(null);
      setRound((n) => n + 1);
      setArticle({ ...shown, comment_count: shown.comment_count + 1 });
    } catch (err) {
      setError(errorText(err, t)); // what was typed stays
    } finally {
      setBusy(false);
    }
  };

  const commentView = (c: Comment, reply: boolean) => (
    <div class={reply ? 'mp-cd__reply' : 'mp-cd__comment'}>
      <p class="mp-cm-card__meta">
        <strong>{c.author.s_username}</strong>
        {c.reply_to && reply ? ` ${t('community.repliedTo', { name: c.reply_to.s_username })}` : ''} ·{' '}
        {date(c.created_at)}
      </p>
      {c.mine && <ModerationNote moderation={c.moderation} reason={c.moderation_reason} />}
      <LinkedText text={c.content} />
      <p class="mp-cm-row">
        <button
          type="button"
          class="mp-link"
          onClick={() => (token ? setReplyTo(c) : signIn())}
          aria-label={t('community.replyTo', { name: c.author.s_username })}
        >
          {t('community.reply')}
        </button>
        {!c.mine && token && <ReportButton kind="comment" id={c.id} />}
      </p>
    </div>
  );

  return (
    <div class="mp-page">
      <NavBar title={t('community.detailTitle')} />
      <div class="mp-body">
        {shown ? (
          <>
            <article class="mp-cd__article">
              {shown.mine && (
                <ModerationNote moderation={shown.moderation} reason={shown.moderation_reason} />
              )}
              <h2 class="mp-cd__title">{shown.title}</h2>
              <p class="mp-cm-card__meta">
                {t(`community.cat${cap(shown.category)}`)} · {shown.author.s_username} ·{' '}
                {date(shown.created_at)}
              </p>
              <LinkedText text={shown.content} />
              {shown.pics.length > 0 && (
                <ul class="mp-cm-pics">
                  {shown.pics.map((pic, i) => (
                    <li key={pic}>
                      <img src={pic} alt={t('community.photo', { n: i + 1 })} />
                    </li>
                  ))}
                </ul>
              )}
              <p class="mp-cm-row">
                <button type="button" class="mp-cm-chip" aria-pressed={shown.liked} onClick={like}>
                  {t(shown.liked ? 'community.liked' : 'community.like')} · {shown.like_count}
                </button>
                {!shown.mine && token && <ReportButton kind="article" id={shown.id} />}
              </p>
            </article>
            <h3 class="mp-cd__heading">{t('community.comments', { n: shown.comment_count })}</h3>
            <CursorList<CommentThread>
              key={`${shown.id}:${round}:${token?.token ?? ''}`}
              label={t('community.commentsLabel')}
              load={(cursor) => getComments(api, String(shown.id), cursor)}
              render={(thread) => (
                <div class="mp-cd__thread">
                  {commentView(thread, false)}
                  {thread.replies.map((r) => (
                    <div key={r.id}>{commentView(r, true)}</div>
                  ))}
                </div>
              )}
              empty={<p class="mp-muted">{t('community.noComments')}</p>}
            />
            <div class="mp-cd__composer">
              {replyTo && (
                <p class="mp-cm-row">
                  <span>{t('community.replyingTo', { name: replyTo.author.s_username })}</span>
                  <button type="button" class="mp-link" onClick={() => setReplyTo(null)}>
                    {t('community.cancelReply')}
                  </button>
                </p>
              )}
              <Textarea
                label={replyTo ? t('community.yourReply') : t('community.yourComment')}
                value={text}
                onInput={setText}
                error={error}
                rows={2}
              />
              <Button variant="primary" block loading={busy} onClick={send}>
                {t(token ? 'community.send' : 'community.signInToComment')}
              </Button>
            </div>
          </>
        ) : loaded.error ? (
          <ErrorState message={loaded.error} onRetry={loaded.reload} />
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
