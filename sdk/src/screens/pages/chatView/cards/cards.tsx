import type { Message, MessageCard } from '../../../../api/endpoints/chat';
import { useStyles, useT } from '../../../../app/context';
import type { TFunction, TParams } from '../../../../i18n';
import { formatFen } from '../../../../ui/money';
import { sheet } from './styles';

/**
 * The chat's order and task cards and its system lines: a chunk of its own, fetched the first
 * time a conversation holds one (chatView's chunk has no room for them), with its texts
 * (`./messages`, which also brings the lifecycle's state names) added before it draws.
 */
export { default as messages } from './messages';

export interface CardProps {
  kind: 'order' | 'task';
  /** The card as the server drew it, or what was picked while it waits to be sent; null: gone. */
  card: MessageCard | null | undefined;
  /** The note sent with it. */
  note: string;
  /** Tap: opens the order. */
  onOpen: () => void;
  /** Decline (shown when the card says the caller may). */
  onRefuse?: (() => void) | undefined;
  /** Its picture finished loading (to keep the list at the bottom). */
  onImage?: () => void;
}

/** An order or task card: first picture, title, price, state; a tap opens the order. */
export function Card({ kind, card, note, onOpen, onRefuse, onImage }: CardProps) {
  const t = useT();
  useStyles(sheet);
  let price = '';
  if (card) {
    price =
      kind === 'task' || card.pricing_mode === 'fixed'
        ? formatFen(card.price_fen)
        : card.price_fen > 0
          ? t('chatView.cardFrom', { price: formatFen(card.price_fen) })
          : t('chatView.cardQuote');
  }
  return (
    <>
      <button type="button" class="mp-ccard" onClick={onOpen}>
        {card?.pic ? (
          <img class="mp-ccard__pic" src={card.pic} alt="" onLoad={onImage} />
        ) : (
          <span class="mp-ccard__pic" aria-hidden="true" />
        )}
        <span class="mp-ccard__body">
          <span class="mp-ccard__kind">
            {t(kind === 'task' ? 'chatView.cardTask' : 'chatView.cardOrder')}
          </span>
          <span class="mp-ccard__title">{card ? card.title : t('chatView.cardGone')}</span>
          {card && (
            <span class="mp-ccard__row">
              <span class="mp-ccard__price">{price}</span>
              <span class="mp-ccard__state">
                {t(kind === 'task' ? `lifecycle.task.${card.status}` : `lifecycle.order.${card.status}`)}
              </span>
            </span>
          )}
          {note && <span class="mp-ccard__note">{note}</span>}
        </span>
      </button>
      {card?.refusable && onRefuse && (
        <button type="button" class="mp-ccard__refuse" onClick={onRefuse}>
          {t('chatView.refuse')}
        </button>
      )}
    </>
  );
}

/** "not_selected" -> "chatView.sysNotSelected". */
const keyOf = (name: string) =>
  `chatView.sys${name.replace(/(^|_)(\w)/g, (_, _sep: string, c: string) => c.toUpperCase())}`;

/**
 * A system message's text: `content` is `{"key":"chat.system.<name>","params":{...}}`. The
 * name picks the text (`chatView.sys<Name>`, a generic notice for a name this version does not
 * know); `price_fen` shows as money, `by` as who did it, `restriction` and `days` as what kefu
 * suspended and for how long, `share_bp` as a percentage; `title` and `reason` come apart.
 */
export function systemText(content: string, t: TFunction): { text: string; title?: string; reason?: string } {
  let key = '';
  let params: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(content) as { key?: unknown; params?: unknown };
    if (typeof parsed.key === 'string') key = parsed.key;
    if (parsed.params && typeof parsed.params === 'object') params = parsed.params as Record<string, unknown>;
  } catch {
    // not JSON: the generic notice
  }
  const id = keyOf(key.replace(/^chat\.system\./, ''));
  const values: TParams = {};
  if (typeof params.price_fen === 'number') values.price = formatFen(params.price_fen);
  if (typeof params.by === 'string') values.by = t(keyOf(`by_${params.by}`));
  // Kefu's decisions on a person: what is restricted, for how long, the commission share.
  if (typeof params.restriction === 'string') {
    values.what = t(keyOf(`restriction_${params.restriction}`));
    values.period =
      typeof params.days === 'number'
        ? t('chatView.sysForDays', { days: params.days })
        : t('chatView.sysUntilLifted');
  }
  if (typeof params.share_bp === 'number') values.share = `${params.share_bp / 100}%`;
  const text = t(id, values);
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const out: { text: string; title?: string; reason?: string } = {
    text: text === id ? t('chatView.sysNotice') : text,
  };
  const title = str(params.title);
  const reason = str(params.reason);
  if (title) out.title = title;
  if (reason) out.reason = reason;
  return out;
}

/** A lifecycle event in the conversation: what happened, to which order, and why. */
export function SystemLine({ m }: { m: Message }) {
  const t = useT();
  useStyles(sheet);
  const sys = systemText(m.content, t);
  return (
    <p class="mp-sys">
      <span class="mp-sys__text">{sys.text}</span>
      {sys.title && <span class="mp-sys__title">{sys.title}</span>}
      {sys.reason && <span>{t('chatView.reason', { reason: sys.reason })}</span>}
    </p>
  );
}
