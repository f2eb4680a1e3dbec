import { deleteMessage, type Message, openConversation, type Peer } from '../../../api/endpoints/chat';
import type { Order } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import {
  ALBUM_MAX_IMAGES,
  CHAT_PICTURE_MAX_BYTES,
  CHAT_TIME_GAP_S,
  LOGIN_ROUTE,
  TEXT_MAX_LENGTH,
} from '../../../config';
import {
  type ComponentType,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { chatHub, type Outgoing } from '../../../stores/live-hub';
import { Button, buttonSheet } from '../../../ui/button';
import { formatChatTime } from '../../../ui/chat-time';
import { copyText } from '../../../ui/copy-text';
import logInIcon from '../../../ui/icons/log-in';
import messageCircleIcon from '../../../ui/icons/message-circle';
import { ImagePicker } from '../../../ui/image-picker';
import { NavBar } from '../../../ui/nav-bar';
import { usePick } from '../../../ui/picks';
import { Popup } from '../../../ui/popup';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { Bubble } from './bubble';
import type * as CardsChunk from './cards/cards';
import type { DeclineProps } from './decline';
import { createThread } from './store';
import { sheet } from './styles';

/** Types the chat's upload takes (docs/chat.md); anything else is refused before uploading. */
const PICTURE_TYPES = /^image\/(jpeg|png|gif|webp)$/;

/**
 * The blocked-words rule (about 8 KB gzip) and its messages in the chat's language, fetched on
 * the first keystroke (or the first send), never part of this chunk. `null` when they cannot be
 * fetched (offline before the first keystroke): the server checks every text anyway.
 * `contact`: contact details may pass (the two have a paid task, as the server said).
 */
type Check = (text: string, contact: boolean) => string | null;
function loadCheck(locale: string): Promise<Check | null> {
  return import('../../../rules/blocked-words')
    .then((rule) =>
      rule.loadBlockedWordsMessages(locale).then(
        (texts): Check =>
          (text, contact) => {
            const result = rule.checkText(text, { contact: !contact });
            return result.ok ? null : texts[result.category];
          },
      ),
    )
    .catch(() => null);
}

/**
 * A conversation: `?conversation_id=` opens one, `?accept_id=` opens (or starts) the one with
 * that user. History pages upward keeping the scroll position; text (up to 140 characters,
 * checked against the blocked words first) and pictures (up to 9 per pick, with upload
 * progress) go through the instance's outbox, so a message written offline waits and is sent
 * once when the connection returns. The draft survives leaving the screen.
 */
export default function ChatView() {
  const t = useT();
  useStyles(buttonSheet, sheet);
  const { session, api, router } = useInstance();
  const route = useRoute();
  const { conversation_id, accept_id } = route.query;
  const token = useStore(session.$token);
  const opened = useLoad(
    () => (token && accept_id ? openConversation(quietApi(api), accept_id) : Promise.resolve(null)),
    [token?.token, accept_id],
  );
  const id = conversation_id || (opened.data ? String(opened.data.conversation_id) : '');
  const peer = opened.data?.peer;

  let body = null;
  if (!token) {
    body = (
      <EmptyState icon={logInIcon} text={t('chatView.loggedOut')}>
        <Button
          variant="primary"
          onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
        >
          {t('chatView.login')}
        </Button>
      </EmptyState>
    );
  } else if (id) {
    body = <Chat key={id} id={id} peer={peer} />;
  } else if (!accept_id) {
    body = <EmptyState icon={messageCircleIcon} text={t('chatView.missing')} />;
  } else if (opened.error) {
    body = <ErrorState message={opened.error} onRetry={opened.reload} />;
  } else {
    body = <Loading />;
  }
  return (
    <div class="mp-page mp-chat">
      <NavBar title={peer?.s_username || t('chatView.title')} />
      {body}
    </div>
  );
}

/** What a long press opened: a stored message or one of mine not sent yet. */
type Menu = { m: Message; out?: undefined } | { m?: undefined; out: Outgoing };

function Chat({ id, peer }: { id: string; peer?: Peer | undefined }) {
  const t = useT();
  const inst = useInstance();
  const { api, network, i18n, router } = inst;
  const quiet = useMemo(() => quietApi(api), [api]);
  const hub = chatHub(inst);
  const thread = useMemo(() => createThread(quiet, id, t), [id]);
  const state = useStore(thread.$thread);
  const outbox = useStore(hub.$outbox).filter((o) => o.conversation_id === id);
  const online = useStore(network.$online);
  const locale = useStore(i18n.$locale);
  const [text, setText] = useState(() => hub.draft(id));
  const [refused, setRefused] = useState('');
  const [menu, setMenu] = useState<Menu | null>(null);
  const [declining, setDeclining] = useState<Message | null>(null);
  // Declining is for posters and rare: its form is a chunk of its own, fetched on first use.
  const [Decline, setDecline] = useState<ComponentType<DeclineProps> | null>(null);
  // Cards and system lines: a chunk of their own too, fetched when the thread holds one.
  const [cards, setCards] = useState<typeof CardsChunk | null>(null);
  const wantsCards =
    state.list.some((m) => m.kind !== 'text' && m.kind !== 'picture') || outbox.some((o) => o.goods_order_id);
  const check = useRef<{ locale: string; loading: Promise<Check | null> }>();
  const list = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const stick = useRef(true);
  const busy = useRef(false);

  /** The check in the chat's language, fetched again after a failure or a language switch. */
  const rules = () => {
    if (check.current?.locale !== locale) {
      const loading = loadCheck(locale).then((c) => {
        if (!c && check.current?.loading === loading) check.current = undefined; // try again next time
        return c;
      });
      check.current = { locale, loading };
    }
    return check.current.loading;
  };
  /** The refusal reason for a text, or null when it may be sent. */
  const refuse = async (value: string) => (await rules())?.(value, state.contact) ?? null;

  useEffect(() => {
    if (wantsCards && !cards)
      void import('./cards/cards').then((mod) => i18n.addMessages(mod.messages).then(() => setCards(mod)));
  }, [wantsCards]);

  // An order picked in selectOrder comes back here: it goes as a card.
  usePick<Order>('order', (o) => {
    stick.current = true;
    hub.send(id, {
      goods_order_id: o.id,
      card: {
        title: o.title,
        pricing_mode: o.pricing_mode,
        price_fen: o.price_fen,
        status: o.status,
        pic: o.pics[0] ?? '',
        refusable: false,
      },
    });
  });

  useEffect(() => {
    void thread.load();
    const offHub = hub.on((e) => {
      if (e.type === 'sync') void thread.sync();
      else if (String(e.message.conversation_id) === id) {
        if (e.message.mine) thread.add([e.message]);
        else void thread.sync(); // fetch it through new.php, which marks it read
      }
    });
    const offNet = network.$online.listen((on) => {
      if (!on) return;
      if (thread.$thread.get().status === 'error') void thread.load();
      else void thread.sync();
    });
    return () => {
      offHub();
      offNet();
    };
  }, [thread]);

  // Older pages keep what is on screen in place; new messages follow the bottom if it was in view.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (anchor.current) el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
    else if (stick.current) el.scrollTop = el.scrollHeight;
    anchor.current = null;
  }, [state.list, outbox.length, state.status, cards]);

  useEffect(() => {
    const el = top.current;
    if (!el || !state.more || state.older !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && older(), {
      root: list.current,
    });
    io.observe(el);
    return () => io.disconnect();
  }, [state.more, state.older, state.status]);

  const older = () =>
    void thread.older(() => {
      const el = list.current;
      if (el) anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    });

  const edit = (value: string) => {
    setText(value);
    setRefused('');
    hub.setDraft(id, value);
    void rules();
  };

  async function send(e?: Event) {
    e?.preventDefault();
    const content = text.trim();
    if (!content || busy.current) return;
    busy.current = true;
    const reason = await refuse(content);
    busy.current = false;
    if (reason) {
      setRefused(reason);
      return;
    }
    stick.current = true;
    hub.send(id, { content });
    edit('');
  }

  function pick(files: File[], leftOut: number) {
    const good = files.filter((f) => PICTURE_TYPES.test(f.type) && f.size <= CHAT_PICTURE_MAX_BYTES);
    if (leftOut) inst.toast(t('chatView.tooMany', { max: ALBUM_MAX_IMAGES }));
    if (good.length < files.length) inst.toast(t('chatView.badPicture'));
    stick.current = true;
    for (const file of good) hub.send(id, { file });
  }

  async function remove(m: Message) {
    setMenu(null);
    try {
      await deleteMessage(api, m.chat_id);
      thread.remove(m.chat_id);
    } catch {
      // the transport has shown why
    }
  }

  function decline(m: Message) {
    setDeclining(m);
    if (!Decline) void import('./decline').then((mod) => setDecline(() => mod.Decline));
  }

  // A long press opens the menu; the click that ends it must not also open the card.
  const pressed = useRef(0);
  const menuOf = (target: Menu) => {
    pressed.current = Date.now();
    setMenu(target);
  };
  const card = (
    kind: string,
    facts: Message['card'] | undefined,
    note: string,
    order = 0,
    onRefuse?: () => void,
  ) =>
    cards && (
      <cards.Card
        kind={kind === 'task' ? 'task' : 'order'}
        card={facts}
        note={note}
        onOpen={() =>
          order && Date.now() - pressed.current > 600 && router.navigateTo('orderDetail', { id: order })
        }
        onRefuse={onRefuse}
        onImage={onImage}
      />
    );

  const onImage = () => {
    const el = list.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  };

  if (state.status === 'error')
    return <ErrorState message={state.error} onRetry={() => void thread.load()} />;
  if (state.status === 'loading' && !state.list.length) return <Loading />;

  const read = (m: Message) =>
    m.mine && <span class="mp-msg__state">{t(m.read ? 'chatView.read' : 'chatView.unread')}</span>;
  const sending = (o: Outgoing) =>
    o.status === 'failed' ? (
      <span class="mp-msg__state mp-msg__state--failed" role="alert">
        {o.error}{' '}
        <button type="button" class="mp-link" onClick={() => hub.retry(o.client_key)}>
          {t('common.retry')}
        </button>
      </span>
    ) : (
      <span class="mp-msg__state">
        {o.file && !o.pic && o.status === 'sending' && (
          <progress
            class="mp-msg__progress"
            max={1}
            value={o.progress ?? 0}
            aria-label={t('chatView.uploading')}
          />
        )}
        {t(online ? 'chatView.sending' : 'chatView.waiting')}
      </span>
    );

  let before = 0;
  return (
    <>
      <div
        ref={list}
        class="mp-chat__list"
        role="log"
        aria-label={t('chatView.messages')}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
      >
        <div ref={top} class="mp-chat__top">
          {state.older === 'loading' ? (
            <span role="status">{t('common.loading')}</span>
          ) : state.more ? (
            <button type="button" class="mp-link" onClick={older}>
              {t(state.older === 'error' ? 'common.retry' : 'chatView.earlier')}
            </button>
          ) : state.list.length ? (
            <span>{t('chatView.start')}</span>
          ) : (
            !outbox.length && <span>{t('chatView.empty')}</span>
          )}
        </div>
        {state.list.map((m) => {
          const gap = m.created_at - before >= CHAT_TIME_GAP_S;
          before = m.created_at;
          const when = gap && <p class="mp-chat__time">{formatChatTime(m.created_at, locale, true)}</p>;
          return (
            <div key={m.chat_id}>
              {when}
              {m.kind === 'system' ? (
                cards ? (
                  <cards.SystemLine m={m} />
                ) : (
                  <p class="mp-chat__time" />
                )
              ) : (
                <Bubble
                  m={m}
                  peer={peer}
                  onMenu={() => menuOf({ m })}
                  card={card(m.kind, m.card, m.content, m.goods_order_id, () => decline(m))}
                  onImage={onImage}
                  status={read(m)}
                />
              )}
            </div>
          );
        })}
        {outbox.map((o) => (
          <Bubble
            key={o.client_key}
            m={o}
            onMenu={() => menuOf({ out: o })}
            card={card('order', o.card, o.content, o.goods_order_id)}
            onImage={onImage}
            status={sending(o)}
          />
        ))}
      </div>
      <form class="mp-composer" onSubmit={send}>
        <ImagePicker label={t('chatView.pictures')} onPick={pick}>
          <span class="mp-composer__plus" aria-hidden="true" />
        </ImagePicker>
        {router.route('selectOrder') && (
          <button
            type="button"
            class="mp-composer__tool"
            aria-label={t('chatView.sendOrder')}
            onClick={() => router.navigateTo('selectOrder', { pick: '1' })}
          >
            <span class="mp-composer__order" aria-hidden="true" />
          </button>
        )}
        <textarea
          class="mp-composer__input"
          rows={1}
          maxLength={TEXT_MAX_LENGTH}
          value={text}
          aria-label={t('chatView.input')}
          aria-invalid={refused ? true : undefined}
          placeholder={t('chatView.placeholder')}
          onInput={(e) => edit(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) void send(e);
          }}
        />
        <button type="submit" class="mp-btn mp-btn--primary mp-composer__send" disabled={!text.trim()}>
          {t('chatView.send')}
        </button>
      </form>
      {refused && (
        <p class="mp-composer__error" role="alert">
          {refused}
        </p>
      )}
      <Popup open={!!menu} onClose={() => setMenu(null)} label={t('chatView.actions')}>
        <div class="mp-chat__menu">
          {!!menu?.m?.content && menu.m.kind === 'text' && (
            <Button
              block
              onClick={() => {
                void copyText(menu.m?.content ?? '', inst);
                setMenu(null);
              }}
            >
              {t('chatView.copy')}
            </Button>
          )}
          {menu?.out?.status === 'failed' && (
            <Button
              block
              onClick={() => {
                hub.retry(menu.out?.client_key ?? '');
                setMenu(null);
              }}
            >
              {t('common.retry')}
            </Button>
          )}
          {menu?.out?.status !== 'sending' && (
            <Button
              block
              variant="danger"
              onClick={() => {
                if (menu?.m) void remove(menu.m);
                else if (menu?.out) {
                  hub.discard(menu.out.client_key);
                  setMenu(null);
                }
              }}
            >
              {t('chatView.delete')}
            </Button>
          )}
          <Button block onClick={() => setMenu(null)}>
            {t('common.cancel')}
          </Button>
        </div>
      </Popup>
      {Decline && (
        <Decline
          m={declining}
          check={refuse}
          onDone={(sys) => {
            // Declined: the card says so at once (the server's answer was the system message).
            if (sys && declining?.card)
              thread.patch(declining.chat_id, {
                card: { ...declining.card, status: 'rejected', refusable: false },
              });
            setDeclining(null);
            if (sys) thread.add([sys]);
          }}
        />
      )}
    </>
  );
}

export { default as messages } from './messages';
