import { Type } from '@sinclair/typebox';
import {
  Choice,
  Cursor,
  Decimal,
  Fields,
  File,
  Flag,
  Id,
  IdempotencyKey,
  Nullable,
  Page,
  PageOf,
  Text,
  Unix,
  Url,
} from '../../http/schemas.js';
import { Person } from '../user/schemas.js';
import { ARTICLE_CATEGORIES, REPORT_KINDS, REPORT_REASONS } from './shared.js';

const MODERATION = Type.String({
  description:
    '`none`; `hidden` (reported by three people, waiting for customer service); `removed`; `kept` (restored). Others always read `none`.',
});
const MODERATION_REASON = Type.String({
  description:
    'Why it is hidden or removed (a report reason or customer service’s words), for its author; else "".',
});

export const Business = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    description: Type.String(),
    address: Type.String(),
    longitude: Type.Number(),
    latitude: Type.Number(),
    distance_m: Nullable(Type.Integer({ description: 'From the caller’s location, when sent.' })),
    hours: Type.String(),
    pics: Type.Array(Url),
    owner: Type.Object({
      id: Type.Integer(),
      s_username: Type.String(),
      face: Url,
      verified: Type.Boolean({ description: 'The owner passed real-name verification.' }),
    }),
    status: Type.String({
      description: '`pending`, `verified` or `rejected` (owner and kefu see the others).',
    }),
    review_reason: Type.String({ description: 'Why customer service rejected it ("" otherwise).' }),
    licence_pic: Type.String({
      description: 'The licence photo: its owner and customer service only, else "".',
    }),
    moderation: MODERATION,
    moderation_reason: MODERATION_REASON,
    created_at: Unix,
    updated_at: Unix,
  },
  { title: 'Business' },
);

export const Article = Type.Object(
  {
    id: Type.Integer(),
    author: Person,
    category: Type.String({ description: ARTICLE_CATEGORIES.map((c) => `\`${c}\``).join(', ') }),
    title: Type.String(),
    content: Type.String({ description: 'Plain text: show it as text, never as HTML.' }),
    pics: Type.Array(Url),
    like_count: Type.Integer(),
    comment_count: Type.Integer(),
    liked: Type.Boolean({ description: 'The caller liked it.' }),
    mine: Type.Boolean(),
    moderation: MODERATION,
    moderation_reason: MODERATION_REASON,
    created_at: Unix,
  },
  { title: 'Article' },
);

export const Comment = Type.Object(
  {
    id: Type.Integer(),
    article_id: Type.Integer(),
    author: Person,
    parent_id: Nullable(Type.Integer({ description: 'The comment a reply belongs to.' })),
    reply_to: Nullable(Type.Object({ id: Type.Integer(), s_username: Type.String() })),
    content: Type.String(),
    mine: Type.Boolean(),
    moderation: MODERATION,
    moderation_reason: MODERATION_REASON,
    created_at: Unix,
  },
  { title: 'Comment' },
);

export const CommentThread = Type.Intersect([
  Comment,
  Type.Object({ replies: Type.Array(Comment), more_replies: Type.Integer() }),
]);

export const Draft = Nullable(
  Type.Object({
    category: Type.String(),
    title: Type.String(),
    content: Type.String(),
    pics: Type.Array(Url),
    updated_at: Unix,
  }),
);

export const Remark = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String({
      description:
        '`comment` (on my article), `reply` (to my comment), `article_reply` (a reply under my article).',
    }),
    read: Type.Boolean(),
    created_at: Unix,
    comment: Type.Object({ id: Type.Integer(), content: Type.String(), author: Person }),
    article: Type.Object({ id: Type.Integer(), title: Type.String() }),
    parent_content: Nullable(Type.String({ description: 'The comment a reply answers.' })),
  },
  { title: 'Remark' },
);

export const Reported = Type.Object({
  kind: Type.String(),
  id: Type.Integer(),
  owner_id: Type.Integer(),
  text: Type.String(),
  moderation: Type.String(),
  moderation_reason: Type.String(),
  reports: Type.Array(Type.Object({ reason: Type.String(), count: Type.Integer() })),
  notes: Type.Array(Type.String()),
});

const Coordinates = {
  longitude: Type.Optional(Decimal('The caller’s longitude (with latitude): distances.', '121.5')),
  latitude: Type.Optional(Decimal('The caller’s latitude (with longitude).', '31.2')),
};

export const UploadForm = Fields({
  file: Type.Optional(File('The picture (required): JPEG, PNG, GIF or WebP, at most 5 MB.')),
  purpose: Type.Optional(Choice(['article', 'business', 'licence'], 'What the picture is for.')),
});

export const SaveBusinessForm = Fields({
  name: Text('1-40 characters.', { examples: ['Li’s Bike Repair'] }),
  goods_categorize_ids: Text('1-3 category ids, comma-separated.', { examples: ['1,2'] }),
  description: Text('1-140 characters.'),
  address: Text('1-100 characters.'),
  longitude: Decimal('Where it is.', '121.5'),
  latitude: Decimal('Where it is.', '31.2'),
  hours: Text('Opening hours, 1-40 characters.', { examples: ['Mon-Sat 9:00-18:00'] }),
  pics: Type.Optional(Text('Comma-separated /uploads/ URLs, at most 9.')),
  licence_pic: Text('The licence photo’s /uploads/ URL.'),
});

export const BusinessListQuery = Fields({
  ...Coordinates,
  goods_categorize_id: Type.Optional(Id('Only this category.')),
  cursor: Type.Optional(Cursor),
  page: Type.Optional(Page),
});

export const IdQuery = Fields({ id: Id('The item.'), ...Coordinates });

export const ArticleListQuery = Fields({
  category: Type.Optional(Choice(ARTICLE_CATEGORIES, 'Only this category.')),
  sort: Type.Optional(Choice(['newest', 'popular'], 'Newest first, or most liked and commented.')),
  mine: Type.Optional(Flag('The caller’s own articles, hidden ones included.')),
  cursor: Type.Optional(Cursor),
  page: Type.Optional(Page),
});

export const PublishForm = Fields({
  idempotency_key: IdempotencyKey(),
  category: Choice(ARTICLE_CATEGORIES, 'The category.'),
  title: Text('1-40 characters.'),
  content: Text('1-140 characters.'),
  pics: Type.Optional(Text('Comma-separated /uploads/ URLs, at most 9.')),
});

export const DraftForm = Fields({
  category: Type.Optional(Choice(ARTICLE_CATEGORIES, 'The category.')),
  title: Type.Optional(Text('At most 40 characters.')),
  content: Type.Optional(Text('At most 140 characters.')),
  pics: Type.Optional(Text('Comma-separated /uploads/ URLs, at most 9.')),
});

export const LikeForm = Fields({
  id: Id('The article.'),
  like: Type.Optional(Flag('1 likes (default), 0 unlikes.')),
});

export const CommentsQuery = Fields({
  article_id: Id('The article.'),
  cursor: Type.Optional(Cursor),
  page: Type.Optional(Page),
});

export const CommentForm = Fields({
  article_id: Id('The article.'),
  parent_id: Type.Optional(Id('The comment (or reply) answered.')),
  content: Text('1-140 characters.'),
});

export const CursorQuery = Fields({ cursor: Type.Optional(Cursor), page: Type.Optional(Page) });
export const ReadForm = Fields({ id: Type.Optional(Id('One remark; none marks all read.')) });

export const ReportForm = Fields({
  kind: Choice(REPORT_KINDS, 'What is reported.'),
  id: Id('The article, comment or business.'),
  reason: Choice(REPORT_REASONS, 'Why.'),
  note: Type.Optional(Text('Up to 140 characters; required for `other`.')),
});

export const ReviewQueueQuery = Fields({
  status: Type.Optional(Choice(['pending', 'verified', 'rejected'], 'Review status (default pending).')),
  page: Type.Optional(Page),
});

export const ReviewForm = Fields({
  id: Id('The business.'),
  decision: Choice(['verify', 'reject'], 'Verify it (public) or reject it.'),
  reason: Text('Why (kept in the audit log); the owner reads a rejection’s.'),
});

export const PageQuery = Fields({ page: Type.Optional(Page) });

export const ModerateForm = Fields({
  kind: Choice(REPORT_KINDS, 'What was reported.'),
  id: Id('The article, comment or business.'),
  decision: Choice(['remove', 'restore'], 'Keep it hidden, or show it again for good.'),
  reason: Text('Why (kept in the audit log); the author reads it when it is removed.'),
});

export { PageOf };
