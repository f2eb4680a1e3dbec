import type { Selectable } from 'kysely';
import type { ChatMessageKind, ChatMessagesTable } from '../../db/schema.js';
import { absoluteUrl } from '../user/present.js';

export type MessageRow = Selectable<ChatMessagesTable>;

/** How far each side of a conversation has read. */
export interface ReadPositions {
  /** The viewer's own `last_read_id`. */
  viewer: number;
  /** The other participant's `last_read_id`. */
  peer: number;
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
): MessageView {
  const mine = row.sender_id === viewerId;
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
  };
}

export function presentConversation(
  item: ConversationItem,
  viewerId: number,
  base: string,
): ConversationView {
  return {
    conversation_id: item.conversationId,
    peer: { id: item.peer.id, s_username: item.peer.s_username, face: absoluteUrl(base, item.peer.face) },
    last_message: item.last ? presentMessage(item.last, viewerId, base, item.read) : null,
    unread: item.unread,
    updated_at: item.updatedAt,
  };
}
