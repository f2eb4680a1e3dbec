import {
  type Conversation,
  getConversations,
  type Message,
  type MessageKind,
} from '../../../api/endpoints/chat';
import { useInstance, useRoute, useRouter, useStyles, useT } from '../../../app/context';
import { FIRST_PAGE, LOGIN_ROUTE } from '../../../config';
import { useEffect, useRef, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { buttonSheet } from '../../../ui/button';
import { formatChatTime } from '../../../ui/chat-time';
import { errorText, isAborted } from '../../../ui/errors';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import type { ConfirmDelete } from './confirm/confirm';
import { sheet } from './styles';

/**
 * What a conversation's last message shows when it is not text, each key written out so the
 * build can shorten it (scripts/lib/text-keys.ts).
 */
const PREVIEW_TEXT: Record<Exclude<MessageKind, 'text'>, string> = {
  picture: 'messageCenter.picture',
  order: 'messageCenter.order',
  task: 'messageCenter.task',
  system: 'messageCenter.system',
};

type Status = 'loading' | 'idle' | 'done' | 'error';

/** The list shows its own failures: the transport does not toast them too. */
const QUIET = { silent: true };

const same = (a: Conversation, b: Conversation) => a.conversation_id === b.conversation_id;

/**
 * The message center: the signed-in user's conversations, newest activity first, with the
 * peer's avatar and name, a preview of the last message, its time and the unread count.
 * Pages load with "load more". Delete asks in the row's place (a lazy chunk, fetched by the
 * first tap on Delete). The list refreshes its first page when the unread count changes (a new
 * message) and when the user comes back to it from a chat. Signed out: a prompt to sign in.
 */
export default function MessageCenter() {
  const t = useT();
  useStyles(buttonSheet, sheet);
  const { session } = useInstance();
  const router = useRouter();
  const route = useRoute();
  const token = useStore(session.$token);
  return (
    <div class="mp-page">
      <NavBar title={t('messageCenter.title')} />
      <div class="mp-body">
        {token ? (
          <Conversations key={token.token} />
        ) : (
          <EmptyState icon="logIn" text={t('messageCenter.loggedOutTitle')}>
            <p class="mp-muted">{t('messageCenter.loggedOutBody')}</p>
            {/* the kit's classes without its Button: the component stays in the lazy confirmation */}
            <button
              type="button"
              class="mp-btn mp-btn--primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('messageCenter.login')}
            </button>
          </EmptyState>
        )}
      </div>
    </div>
  );
}

function Conversations() {
  const t = useT();
  const { api, router, unread, i18n } = useInstance();
  const route = useRoute();
  const locale = useStore(i18n.$locale);
  const stack = useStore(router.$stack);
  const [items, setItems] = useState<Conversation[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState('');
  const [asking, setAsking] = useState<Conversation | null>(null);
  const [Confirm, setConfirm] = useState<typeof ConfirmDelete | null>(null);
  const page = useRef(FIRST_PAGE);
  const busy = useRef(false);
  const shown = stack.at(-1)?.key === route.key;
  const wasShown = useRef(shown);

  /** The next page, appended (a conversation already listed is not repeated). */
  async function next(): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    try {
      const res = await getConversations(api, page.current, QUIET);
      page.current++;
      setItems((old) => old.concat(res.list.filter((c) => !old.some((o) => same(o, c)))));
      setStatus(res.has_more && res.list.length ? 'idle' : 'done');
    } catch (err) {
      if (isAborted(err)) return;
      setError(errorText(err, t));
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }

  /** The first page again, merged on top: new activity moves up, loaded pages stay. */
  async function refresh(): Promise<void> {
    if (page.current === FIRST_PAGE) return next();
    if (busy.current) return;
    busy.current = true;
    try {
      const { list } = await getConversations(api, FIRST_PAGE, QUIET);
      setItems((old) => list.concat(old.filter((o) => !list.some((c) => same(o, c)))));
    } catch {
      // the list shown stays; the next change retries
    } finally {
      busy.current = false;
    }
  }

  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => {
    void next();
    return unread.$unread.listen(() => void refreshRef.current());
  }, []);

  useEffect(() => {
    if (shown && !wasShown.current) void refresh();
    wasShown.current = shown;
  }, [shown]);

  const preview = (m: Message | null) =>
    !m ? t('messageCenter.noMessage') : m.kind === 'text' ? m.content : t(PREVIEW_TEXT[m.kind]);

  if (!items.length) {
    if (status === 'error') return <ErrorState message={error} onRetry={next} />;
    if (status === 'done') {
      return (
        <EmptyState icon="messageCircle" text={t('messageCenter.empty')}>
          <p class="mp-muted">{t('messageCenter.emptyBody')}</p>
        </EmptyState>
      );
    }
    return <Loading />;
  }

  return (
    <>
      <ul class="mp-convs" aria-label={t('messageCenter.list')}>
        {items.map((c) => {
          const name = c.peer.s_username;
          return (
            <li key={c.conversation_id} class="mp-conv">
              {Confirm && asking && same(asking, c) ? (
                <Confirm
                  conversation={c}
                  onClose={(deleted) => {
                    if (deleted) setItems((old) => old.filter((o) => !same(o, c)));
                    setAsking(null);
                  }}
                />
              ) : (
                <>
                  <button
                    type="button"
                    class="mp-conv__open"
                    onClick={() => {
                      setItems((old) => old.map((o) => (same(o, c) ? { ...o, unread: 0 } : o)));
                      router.navigateTo('chatView', {
                        conversation_id: c.conversation_id,
                        accept_id: c.peer.id,
                      });
                    }}
                  >
                    <span class="mp-conv__face" aria-hidden="true">
                      {c.peer.face ? (
                        <img src={c.peer.face} alt="" />
                      ) : (
                        ([...name.trim()][0] ?? '?').toUpperCase()
                      )}
                      {c.unread > 0 && <span class="mp-conv__badge">{c.unread > 99 ? '99+' : c.unread}</span>}
                    </span>
                    <span class="mp-conv__main">
                      <span class="mp-conv__top">
                        <span class="mp-conv__name">{name}</span>
                        <span class="mp-muted">
                          {formatChatTime(c.last_message?.created_at ?? c.updated_at, locale)}
                        </span>
                      </span>
                      <span class="mp-conv__preview mp-muted">{preview(c.last_message)}</span>
                      {c.unread > 0 && (
                        <span class="mp-sr-only">{t('messageCenter.unread', { count: c.unread })}</span>
                      )}
                    </span>
                  </button>
                  <button
                    type="button"
                    class="mp-muted"
                    aria-label={t('messageCenter.deleteNamed', { name })}
                    onClick={() =>
                      import('./confirm/confirm').then((m) =>
                        i18n.addMessages(m.messages).then(() => {
                          setConfirm(() => m.ConfirmDelete);
                          setAsking(c);
                        }),
                      )
                    }
                  >
                    {t('messageCenter.delete')}
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <div class="mp-convs__footer mp-muted">
        {status === 'loading' && <span role="status">{t('common.loading')}</span>}
        {status === 'done' && <span>{t('common.noMore')}</span>}
        {status === 'idle' && (
          <button type="button" class="mp-link" onClick={next}>
            {t('common.loadMore')}
          </button>
        )}
        {status === 'error' && (
          <span role="alert">
            {error}{' '}
            <button type="button" class="mp-link" onClick={next}>
              {t('common.retry')}
            </button>
          </span>
        )}
      </div>
    </>
  );
}

export { default as messages } from './messages';
