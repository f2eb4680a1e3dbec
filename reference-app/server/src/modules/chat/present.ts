import type { Selectable } from 'kysely';
import type { ChatMessageKind, ChatMessagesTable } from '../../db/schema.js';
import { absoluteUrl } from '../user/present.js';
import { type Cards, cardOf, NO_CARDS, refusable } from './cards.js';

export type MessageRow = Selectable<ChatMessagesTable>;

/** How far each side of a conversation has read. */
export interface ReadPositions {
  /** The viewer's own `last_read_id`. */
  viewer: number;
  /** The other participant's `last_read_id`. */
  peer: number;
}

/** What an order or task card shows (docs/chat.md, "Cards"), as it is now. */
export interface CardView {
  title: string;
  pricing_mode: 'fixed' | 'quote';
  price_fen: number;
  /** The task's state on a task card, the order's on an order card. */
  status: string;
  /** The order's first picture (absolute URL), or "". */
  pic: string;
  /** The viewer may decline this application now (`refuse_order.php`). */
  refusable: boolean;
}

/** The contract's `Message` (docs/chat.md), as one participant sees it. */
export interface MessageView {
  chat_id: number;
  conversation_id: number;
  sender_id: number;
  kind: ChatMessageKind;
  content: string;
  pic: string;
  goods_order_id: number;
  goods_order_task_id: number;
  created_at: number;
  mine: boolean;
  /** Whether the recipient has read it: on my own messages, whether the other side has. */
  read: boolean;
  /** On `order` and `task` messages whose order exists; null otherwise. */
  card: CardView | null;
}

export interface PeerView {
  id: number;
  s_username: string;
  face: string;
}

/** The contract's `Conversation`. */
export interface ConversationView {
  conversation_id: number;
  peer: PeerView;
  last_message: MessageView | null;
  unread: number;
  updated_at: number;
}

/** A conversation as the service reads it, before URLs are made absolute. */
export interface ConversationItem {
  conversationId: number;
  peer: PeerView;
  last: MessageRow | null;
  read: ReadPositions;
  unread: number;
  updatedAt: number;
}

export function presentMessage(
  row: MessageRow,
  viewerId: number,
  base: string,
  read: ReadPositions,
  cards: Cards = NO_CARDS,
): MessageView {
  const mine = row.sender_id === viewerId;
  const card = cardOf(row, cards);
  return {
    chat_id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    kind: row.kind,
    content: row.content,
    pic: absoluteUrl(base, row.pic),
    goods_order_id: row.goods_order_id,
    goods_order_task_id: row.goods_order_task_id,
    created_at: row.created_at,
    mine,
    read: row.id <= (mine ? read.peer : read.viewer),
    card: card
      ? {
          title: card.title,
          pricing_mode: card.pricing_mode,
          price_fen: card.price_fen,
          status: card.status,
          pic: absoluteUrl(base, card.pic),
          refusable: refusable(card, viewerId),
        }
      : null,
  };
}

export function presentConversation(
  item: ConversationItem,
  viewerId: number,
  base: string,
  cards: Cards = NO_CARDS,
): ConversationView {
  return {
    conversation_id: item.conversationId,
    peer: { id: item.peer.id, s_username: item.peer.s_username, face: absoluteUrl(base, item.peer.face) },
    last_message: item.last ? presentMessage(item.last, viewerId, base, item.read, cards) : null,
    unread: item.unread,
    updated_at: item.updatedAt,
  };
}
