import { Type } from '@sinclair/typebox';
import { Fen, Fields, File, Id, Nullable, Page, PageOf, Text, Unix, Url } from '../../http/schemas.js';
import { Person } from '../user/schemas.js';

/** The contract's `Message` (docs/chat.md, "Shapes"). */
export const Message = Type.Object(
  {
    chat_id: Type.Integer(),
    conversation_id: Type.Integer(),
    sender_id: Type.Integer({ description: '0 for a system message.' }),
    kind: Type.String({ description: '`text`, `picture`, `order`, `task` or `system`.' }),
    content: Type.String(),
    pic: Url,
    goods_order_id: Type.Integer(),
    goods_order_task_id: Type.Integer(),
    created_at: Unix,
    mine: Type.Boolean(),
    read: Type.Boolean({ description: 'Read by the other side (mine) or by the caller (theirs).' }),
    card: Nullable(
      Type.Object({
        title: Type.String(),
        pricing_mode: Type.Union([Type.Literal('fixed'), Type.Literal('quote')]),
        price_fen: Fen,
        status: Type.String(),
        pic: Url,
        refusable: Type.Boolean(),
      }),
    ),
  },
  { title: 'Message' },
);

/** The contract's `Conversation`. */
export const Conversation = Type.Object(
  {
    conversation_id: Type.Integer(),
    peer: Person,
    last_message: Nullable(Message),
    unread: Type.Integer(),
    updated_at: Unix,
  },
  { title: 'Conversation' },
);

export const ConversationForm = Fields({ accept_id: Id('The person to chat with.') });
export const ListForm = Fields({ page: Type.Optional(Page) });
export const ConversationPage = PageOf(Conversation);

export const HistoryForm = Fields({
  conversation_id: Id('The conversation.'),
  page: Type.Optional(Page),
  before_id: Type.Optional(Id('The oldest chat_id the client holds: stable pages.')),
});
export const HistoryPage = PageOf(Message, { contact_allowed: Type.Boolean() });

export const PostForm = Fields({
  conversation_id: Id('The conversation.'),
  content: Type.Optional(Text('A text (or a card’s note).', { examples: ['Hello'] })),
  pic: Type.Optional(Text('A picture URL answered by upload.php.')),
  goods_order_id: Type.Optional(Id('An order card.')),
  goods_order_task_id: Type.Optional(Id('A task card.')),
  client_key: Type.Optional(Text('Makes the post idempotent: 8-64 characters of [A-Za-z0-9_-].')),
});

export const NewForm = Fields({
  conversation_id: Id('The conversation.'),
  after_id: Id('The newest chat_id the client holds (0 for none).'),
});
export const Newer = Type.Object({ list: Type.Array(Message), contact_allowed: Type.Boolean() });

export const RefuseForm = Fields({
  chat_id: Id('A task card.'),
  content: Text('The reason, 1-140 characters.', { examples: ['Sorry, taken.'] }),
});

export const DeleteForm = Fields({
  chat_id: Type.Optional(Id('A message to hide.')),
  conversation_id: Type.Optional(Id('A conversation to clear from the list.')),
});

export const UploadForm = Fields({
  file: Type.Optional(File('The picture (required): JPEG, PNG, GIF or WebP by content, at most 5 MB.')),
});
