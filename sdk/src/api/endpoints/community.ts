import type { CursorPage, LngLat } from '../order-types';
import type { RequestOptions, Transport, UploadOptions } from '../transport';

/** Shapes and calls of docs/community-api.md. */
export type ArticleCategory = 'news' | 'help' | 'recommend' | 'events' | 'chat';
export const ARTICLE_CATEGORIES: readonly ArticleCategory[] = ['news', 'help', 'recommend', 'events', 'chat'];
export type ReportKind = 'article' | 'comment' | 'business';
export type ReportReason = 'spam' | 'inappropriate' | 'illegal' | 'other';
export const REPORT_REASONS: readonly ReportReason[] = ['spam', 'inappropriate', 'illegal', 'other'];
export type Moderation = 'none' | 'hidden' | 'removed' | 'kept';

export interface CommunityPerson {
  id: number;
  s_username: string;
  face: string;
}

export interface Business {
  id: number;
  name: string;
  categories: { id: number; name: string }[];
  description: string;
  address: string;
  longitude: number;
  latitude: number;
  distance_m: number | null;
  hours: string;
  pics: string[];
  owner: CommunityPerson & { verified: boolean };
  status: 'pending' | 'verified' | 'rejected';
  review_reason: string;
  licence_pic: string;
  moderation: Moderation;
  moderation_reason: string;
  created_at: number;
  updated_at: number;
}

export interface BusinessInput {
  name: string;
  goods_categorize_ids: number[];
  description: string;
  address: string;
  longitude: number;
  latitude: number;
  hours: string;
  pics: string[];
  licence_pic: string;
}

export interface Article {
  id: number;
  author: CommunityPerson;
  category: ArticleCategory;
  title: string;
  content: string;
  pics: string[];
  like_count: number;
  comment_count: number;
  liked: boolean;
  mine: boolean;
  moderation: Moderation;
  moderation_reason: string;
  created_at: number;
}

export interface Comment {
  id: number;
  article_id: number;
  author: CommunityPerson;
  parent_id: number | null;
  reply_to: { id: number; s_username: string } | null;
  content: string;
  mine: boolean;
  moderation: Moderation;
  moderation_reason: string;
  created_at: number;
}

export interface CommentThread extends Comment {
  replies: Comment[];
  more_replies: number;
}

export interface Draft {
  category: ArticleCategory | '';
  title: string;
  content: string;
  pics: string[];
  updated_at: number;
}

export interface Remark {
  id: number;
  kind: 'comment' | 'reply' | 'article_reply';
  read: boolean;
  created_at: number;
  comment: { id: number; content: string; author: CommunityPerson };
  article: { id: number; title: string };
  parent_content: string | null;
}

const at = (here?: LngLat | null) => (here ? { longitude: here.longitude, latitude: here.latitude } : {});

/** POST /api/community/upload: one picture of an article, a business or a licence; answers its URL. */
export const uploadCommunityImage = (
  api: Transport,
  file: Blob,
  purpose: 'article' | 'business' | 'licence',
  opts: Omit<UploadOptions, 'field' | 'fields'> = {},
) =>
  api.upload<{ url: string }>('/api/community/upload', file, { ...opts, field: 'file', fields: { purpose } });

/** GET /api/community/business/list: verified businesses, nearest first when `here` is known. */
export const getBusinesses = (
  api: Transport,
  query: { here?: LngLat | null; goods_categorize_id?: number; cursor?: string },
  opts?: RequestOptions,
) =>
  api.get<CursorPage<Business>>(
    '/api/community/business/list',
    { ...at(query.here), goods_categorize_id: query.goods_categorize_id, cursor: query.cursor },
    opts,
  );

/** GET /api/community/business/detail */
export const getBusiness = (api: Transport, id: string, here?: LngLat | null, opts?: RequestOptions) =>
  api.get<Business>('/api/community/business/detail', { id, ...at(here) }, opts);

/** GET /api/community/business/mine: the caller's business with its review state, or null. */
export const getMyBusiness = (api: Transport, opts?: RequestOptions) =>
  api.get<Business | null>('/api/community/business/mine', undefined, opts);

/** POST /api/community/business/save: lists (or changes) the caller's business; it waits for review. */
export const saveBusiness = (api: Transport, input: BusinessInput, opts?: RequestOptions) =>
  api.post<Business>(
    '/api/community/business/save',
    {
      ...input,
      goods_categorize_ids: input.goods_categorize_ids.join(','),
      pics: input.pics.join(','),
    },
    opts,
  );

/** GET /api/community/article/list: the feed (or `mine`), a keyset page. */
export const getArticles = (
  api: Transport,
  query: { category?: ArticleCategory; sort?: 'newest' | 'popular'; mine?: boolean; cursor?: string },
  opts?: RequestOptions,
) =>
  api.get<CursorPage<Article>>(
    '/api/community/article/list',
    { category: query.category, sort: query.sort, mine: query.mine ? 1 : undefined, cursor: query.cursor },
    opts,
  );

export const getArticle = (api: Transport, id: string, opts?: RequestOptions) =>
  api.get<Article>('/api/community/article/detail', { id }, opts);

export const publishArticle = (
  api: Transport,
  input: {
    idempotency_key: string;
    category: ArticleCategory;
    title: string;
    content: string;
    pics: string[];
  },
  opts?: RequestOptions,
) => api.post<Article>('/api/community/article/publish', { ...input, pics: input.pics.join(',') }, opts);

export const likeArticle = (api: Transport, id: number, like: boolean, opts?: RequestOptions) =>
  api.post<Article>('/api/community/article/like', { id, like: like ? 1 : 0 }, opts);

export const getComments = (api: Transport, articleId: string, cursor?: string, opts?: RequestOptions) =>
  api.get<CursorPage<CommentThread>>('/api/community/comment/list', { article_id: articleId, cursor }, opts);

export const createComment = (
  api: Transport,
  input: { article_id: number; parent_id?: number; content: string },
  opts?: RequestOptions,
) => api.post<Comment>('/api/community/comment/create', input, opts);

export const getDraft = (api: Transport, opts?: RequestOptions) =>
  api.get<Draft | null>('/api/community/draft', undefined, opts);

export const saveDraft = (
  api: Transport,
  input: { category: ArticleCategory | ''; title: string; content: string; pics: string[] },
  opts?: RequestOptions,
) => api.post<Draft | null>('/api/community/draft/save', { ...input, pics: input.pics.join(',') }, opts);

export const getRemarks = (api: Transport, cursor?: string, opts?: RequestOptions) =>
  api.get<CursorPage<Remark>>('/api/community/remark/list', { cursor }, opts);

/** GET /api/community/remark/unread: the badge's count. */
export const getUnreadRemarks = (api: Transport, opts?: RequestOptions) =>
  api.get<{ count: number }>('/api/community/remark/unread', undefined, opts);

export const readRemarks = (api: Transport, id?: number, opts?: RequestOptions) =>
  api.post<{ count: number }>('/api/community/remark/read', id ? { id } : {}, opts);

export const reportItem = (
  api: Transport,
  input: { kind: ReportKind; id: number; reason: ReportReason; note?: string },
  opts?: RequestOptions,
) => api.post<{ reported: boolean; hidden: boolean }>('/api/community/report', input, opts);
