import type { Article, Business, Comment, CommentThread, Remark } from '../../api/endpoints/community';

/** Test data of the community's shapes (test-only, like demo-order). */
export const demoArticle = (o: Partial<Article> = {}): Article => ({
  id: 1,
  author: { id: 2, s_username: 'Mei', face: '' },
  category: 'news',
  title: 'Street market on Sunday',
  content: 'Fresh vegetables by the park.',
  pics: [],
  like_count: 3,
  comment_count: 1,
  liked: false,
  mine: false,
  moderation: 'none',
  moderation_reason: '',
  created_at: 1_790_000_000,
  ...o,
});

export const demoComment = (o: Partial<Comment> = {}): Comment => ({
  id: 10,
  article_id: 1,
  author: { id: 3, s_username: 'Bo', face: '' },
  parent_id: null,
  reply_to: null,
  content: 'Count me in!',
  mine: false,
  moderation: 'none',
  moderation_reason: '',
  created_at: 1_790_000_100,
  ...o,
});

export const demoThread = (o: Partial<CommentThread> = {}): CommentThread => ({
  ...demoComment(),
  replies: [],
  more_replies: 0,
  ...o,
});

export const demoRemark = (o: Partial<Remark> = {}): Remark => ({
  id: 5,
  kind: 'comment',
  read: false,
  created_at: 1_790_000_200,
  comment: { id: 10, content: 'Count me in!', author: { id: 3, s_username: 'Bo', face: '' } },
  article: { id: 1, title: 'Street market on Sunday' },
  parent_content: null,
  ...o,
});

export const demoBusiness = (o: Partial<Business> = {}): Business => ({
  id: 4,
  name: 'Li’s Bike Repair',
  categories: [{ id: 1, name: 'Home repair' }],
  description: 'Tyres and brakes.',
  address: '12 Garden Road',
  longitude: 121.47,
  latitude: 31.23,
  distance_m: 350,
  hours: 'Mon-Sat 9:00-18:00',
  pics: [],
  owner: { id: 2, s_username: 'Li', face: '', verified: true },
  status: 'verified',
  review_reason: '',
  licence_pic: '',
  moderation: 'none',
  moderation_reason: '',
  created_at: 1_790_000_000,
  updated_at: 1_790_000_000,
  ...o,
});

export const cursorPage = <T>(list: T[], next_cursor: string | null = null) => ({
  list,
  next_cursor,
  has_more: next_cursor !== null,
});
