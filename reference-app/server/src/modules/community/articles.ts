import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { Moderation } from '../../db/schema.js';
import { AppError } from '../../kernel/errors.js';
import {
  optionalId,
  parseEnum,
  parseFlag,
  requireId,
  requireIdempotencyKey,
  requireText,
} from '../../kernel/input.js';
import { checkFirstPage, decodeCursor, encodeCursor, HALL_PAGE_SIZE } from '../../kernel/paging.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import {
  ARTICLE_CATEGORIES,
  type ArticleCategory,
  type CommunityLimits,
  checkTexts,
  enforceLimit,
  isPublic,
  type Limiter,
  parsePics,
  requireOwnUploads,
  TEXT_MAX,
  TITLE_MAX,
} from './shared.js';

const SORTS = ['newest', 'popular'] as const;
/** Popularity: a comment counts twice a like. */
const POPULARITY = sql<number>`(a.like_count + 2 * a.comment_count)`;
/** Replies shown under a comment; the rest come with `more_replies`. */
const REPLIES_SHOWN = 50;

export interface ArticleInput {
  idempotency_key?: string | undefined;
  category?: string | undefined;
  title?: string | undefined;
  content?: string | undefined;
  pics?: string | undefined;
}

export interface ArticleRow {
  id: number;
  author_id: number;
  author_name: string;
  author_face: string;
  category: ArticleCategory;
  title: string;
  content: string;
  pics: string[];
  like_count: number;
  comment_count: number;
  created_at: number;
  moderation: Moderation;
  moderation_reason: string;
}

export interface ArticleItem {
  row: ArticleRow;
  liked: boolean;
  /** The caller wrote it (or is kefu): moderation is theirs to see. */
  privileged: boolean;
}

export interface CommentRow {
  id: number;
  article_id: number;
  author_id: number;
  author_name: string;
  author_face: string;
  parent_id: number | null;
  reply_to_id: number | null;
  reply_to_name: string | null;
  content: string;
  created_at: number;
  moderation: Moderation;
  moderation_reason: string;
}

export interface DraftRow {
  category: string;
  title: string;
  content: string;
  pics: string[];
  updated_at: number;
}

/** Articles, their likes and comments, each person's draft, and the remarks they received. */
export class ArticleService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #limiter: Limiter;
  readonly #limits: CommunityLimits;

  constructor(deps: { db: Db; clock: Clock; limiter: Limiter; limits: CommunityLimits }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#limiter = deps.limiter;
    this.#limits = deps.limits;
  }

  #select(db: Db) {
    return db
      .selectFrom('community_articles as a')
      .innerJoin('users as u', 'u.id', 'a.author_id')
      .select([
        'a.id',
        'a.author_id',
        'a.category',
        'a.title',
        'a.content',
        'a.pics',
        'a.like_count',
        'a.comment_count',
        'a.created_at',
        'a.moderation',
        'a.moderation_reason',
        'u.s_username as author_name',
        'u.face as author_face',
      ]);
  }

  async #items(rows: ArticleRow[], viewer: Viewer | null): Promise<ArticleItem[]> {
    const liked = new Set<number>();
    if (viewer && rows.length > 0) {
      const likes = await this.#db
        .selectFrom('community_likes')
        .select('article_id')
        .where('user_id', '=', viewer.userId)
        .where(
          'article_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      for (const like of likes) liked.add(like.article_id);
    }
    return rows.map((row) => ({
      row,
      liked: liked.has(row.id),
      privileged: viewer !== null && (viewer.role === 'kefu' || viewer.userId === row.author_id),
    }));
  }

  /** Publishes an article; the same idempotency key answers the first one. Clears the draft. */
  async publish(viewer: Viewer, input: ArticleInput, base: string): Promise<ArticleItem> {
    const key = requireIdempotencyKey(input.idempotency_key);
    const category = parseEnum('category', input.category, ARTICLE_CATEGORIES);
    const title = requireText('title', input.title, 1, TITLE_MAX);
    const content = requireText('content', input.content, 1, TEXT_MAX, { lines: true });
    const pics = parsePics(input.pics, base);
    checkTexts({ title, content }, { contact: false });
    const id = await transact(this.#db, async (tx) => {
      const done = await tx
        .selectFrom('community_articles')
        .select('id')
        .where('author_id', '=', viewer.userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (done) return done.id;
      await enforceLimit(this.#limiter, tx, `community-publish:${viewer.userId}`, this.#limits.publish);
      await requireOwnUploads(tx, 'pics', pics, viewer.userId);
      const row = await tx
        .insertInto('community_articles')
        .values({
          author_id: viewer.userId,
          category,
          title,
          content,
          pics: JSON.stringify(pics),
          idempotency_key: key,
          created_at: unixSeconds(this.#clock),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.deleteFrom('community_drafts').where('user_id', '=', viewer.userId).execute();
      return row.id;
    });
    return this.#one(viewer, id);
  }

  async #one(viewer: Viewer | null, id: number): Promise<ArticleItem> {
    const row = (await this.#select(this.#db).where('a.id', '=', id).executeTakeFirst()) as
      | ArticleRow
      | undefined;
    const privileged = viewer !== null && (viewer.role === 'kefu' || viewer.userId === row?.author_id);
    if (!row || (!privileged && !isPublic(row.moderation)))
      throw new AppError('notFound', 'error.articleNotFound');
    const [item] = await this.#items([row], viewer);
    if (!item) throw new AppError('notFound', 'error.articleNotFound');
    return item;
  }

  detail(viewer: Viewer | null, rawId: string | undefined): Promise<ArticleItem> {
    return this.#one(viewer, requireId('id', rawId));
  }

  /**
   * The feed: newest or most popular first, one category or all, in keyset pages. `mine`
   * lists the caller's own articles, hidden ones included (with why).
   */
  async list(
    viewer: Viewer | null,
    input: { category?: string; sort?: string; mine?: string; cursor?: string; page?: string },
  ) {
    const category =
      input.category === undefined ? undefined : parseEnum('category', input.category, ARTICLE_CATEGORIES);
    const sort = parseEnum('sort', input.sort, SORTS, 'newest');
    const mine = parseFlag('mine', input.mine, false);
    if (mine && !viewer) throw new AppError('unauthenticated', 'error.authRequired');
    checkFirstPage(input.page);
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor, 2);
    const key = sort === 'popular' ? POPULARITY : sql<number>`a.created_at`;
    const conditions: RawBuilder<SqlBool>[] = [];
    if (mine && viewer) conditions.push(sql<SqlBool>`a.author_id = ${viewer.userId}::int`);
    else conditions.push(sql<SqlBool>`a.moderation in ('none', 'kept')`);
    if (category) conditions.push(sql<SqlBool>`a.category = ${category}`);
    if (cursor) {
      const [k, id] = cursor;
      if (!Number.isSafeInteger(k)) throw new AppError('invalid', 'error.invalid', { field: 'cursor' });
      conditions.push(sql<SqlBool>`(${key}, a.id) < (${k}::int8, ${id}::int)`);
    }
    let query = this.#select(this.#db);
    for (const condition of conditions) query = query.where(condition);
    const rows = await query
      .select(key.as('sort_key'))
      .orderBy(key, 'desc')
      .orderBy('a.id', 'desc')
      .limit(HALL_PAGE_SIZE + 1)
      .execute();
    const page = rows.slice(0, HALL_PAGE_SIZE);
    const last = page[page.length - 1];
    const hasMore = rows.length > HALL_PAGE_SIZE;
    return {
      items: await this.#items(page as unknown as ArticleRow[], viewer),
      next_cursor: hasMore && last ? encodeCursor(Number(last.sort_key), last.id) : null,
      has_more: hasMore,
    };
  }

  /** Likes or unlikes (`like=0`) an article; answers the article as it is now. */
  async like(viewer: Viewer, input: { id?: string; like?: string }): Promise<ArticleItem> {
    const id = requireId('id', input.id);
    const like = parseFlag('like', input.like, true);
    await this.#one(viewer, id);
    await transact(this.#db, async (tx) => {
      const changed = like
        ? await tx
            .insertInto('community_likes')
            .values({ article_id: id, user_id: viewer.userId, created_at: unixSeconds(this.#clock) })
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst()
        : await tx
            .deleteFrom('community_likes')
            .where('article_id', '=', id)
            .where('user_id', '=', viewer.userId)
            .executeTakeFirst();
      const count = Number(
        'numInsertedOrUpdatedRows' in changed ? changed.numInsertedOrUpdatedRows : changed.numDeletedRows,
      );
      if (count > 0)
        await tx
          .updateTable('community_articles')
          .set((eb) => ({ like_count: eb('like_count', like ? '+' : '-', 1) }))
          .where('id', '=', id)
          .execute();
    });
    return this.#one(viewer, id);
  }

  /**
   * Comments on an article, oldest first, each with its replies (one level), in keyset pages of
   * comment ids. Hidden ones are left out, but for their author, who sees them with why.
   */
  async comments(viewer: Viewer | null, input: { article_id?: string; cursor?: string; page?: string }) {
    const articleId = requireId('article_id', input.article_id);
    await this.#one(viewer, articleId);
    checkFirstPage(input.page);
    const after = input.cursor === undefined ? 0 : decodeCursor(input.cursor, 2)[1];
    const visible = (q: ReturnType<typeof commentsOf>) =>
      viewer
        ? q.where((eb) =>
            eb.or([eb('c.moderation', 'in', ['none', 'kept']), eb('c.author_id', '=', viewer.userId)]),
          )
        : q.where('c.moderation', 'in', ['none', 'kept']);
    const top = (await visible(commentsOf(this.#db, articleId))
      .where('c.parent_id', 'is', null)
      .where('c.id', '>', after)
      .orderBy('c.id')
      .limit(HALL_PAGE_SIZE + 1)
      .execute()) as CommentRow[];
    const page = top.slice(0, HALL_PAGE_SIZE);
    const replies =
      page.length === 0
        ? []
        : ((await visible(commentsOf(this.#db, articleId))
            .where(
              'c.parent_id',
              'in',
              page.map((c) => c.id),
            )
            .orderBy('c.id')
            .execute()) as CommentRow[]);
    const last = page[page.length - 1];
    const hasMore = top.length > HALL_PAGE_SIZE;
    return {
      items: page.map((comment) => {
        const mine = replies.filter((r) => r.parent_id === comment.id);
        return {
          comment,
          replies: mine.slice(0, REPLIES_SHOWN),
          more_replies: Math.max(0, mine.length - REPLIES_SHOWN),
        };
      }),
      viewer,
      next_cursor: hasMore && last ? encodeCursor(last.id, last.id) : null,
      has_more: hasMore,
    };
  }

  /**
   * Comments on an article, or replies to a comment (`parent_id`; a reply to a reply joins its
   * comment's thread and answers that reply's author). The article's author and the people
   * answered receive it as a remark.
   */
  async comment(
    viewer: Viewer,
    input: { article_id?: string; parent_id?: string; content?: string },
  ): Promise<CommentRow> {
    const articleId = requireId('article_id', input.article_id);
    const parentId = optionalId('parent_id', input.parent_id);
    const content = requireText('content', input.content, 1, TEXT_MAX, { lines: true });
    checkTexts({ content }, { contact: false });
    const article = await this.#one(viewer, articleId);
    const now = unixSeconds(this.#clock);
    const id = await transact(this.#db, async (tx) => {
      let parent: { id: number; parent_id: number | null; author_id: number } | undefined;
      if (parentId !== undefined) {
        parent = await tx
          .selectFrom('community_comments')
          .select(['id', 'parent_id', 'author_id'])
          .where('id', '=', parentId)
          .where('article_id', '=', articleId)
          .where('moderation', 'in', ['none', 'kept'])
          .executeTakeFirst();
        if (!parent) throw new AppError('notFound', 'error.commentNotFound');
      }
      await enforceLimit(this.#limiter, tx, `community-comment:${viewer.userId}`, this.#limits.comment);
      const row = await tx
        .insertInto('community_comments')
        .values({
          article_id: articleId,
          author_id: viewer.userId,
          parent_id: parent ? (parent.parent_id ?? parent.id) : null,
          reply_to_id: parent ? parent.author_id : null,
          content,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .updateTable('community_articles')
        .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
        .where('id', '=', articleId)
        .execute();
      const remarks = new Map<number, 'comment' | 'reply' | 'article_reply'>();
      if (parent) remarks.set(parent.author_id, 'reply');
      if (!remarks.has(article.row.author_id))
        remarks.set(article.row.author_id, parent ? 'article_reply' : 'comment');
      remarks.delete(viewer.userId);
      if (remarks.size > 0)
        await tx
          .insertInto('community_remarks')
          .values(
            [...remarks].map(([user_id, kind]) => ({ user_id, comment_id: row.id, kind, created_at: now })),
          )
          .execute();
      return row.id;
    });
    const row = (await commentsOf(this.#db, articleId)
      .where('c.id', '=', id)
      .executeTakeFirst()) as CommentRow;
    return row;
  }

  /** The caller's draft, or null. */
  async draft(viewer: Viewer): Promise<DraftRow | null> {
    const row = await this.#db
      .selectFrom('community_drafts')
      .select(['category', 'title', 'content', 'pics', 'updated_at'])
      .where('user_id', '=', viewer.userId)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Keeps what the caller typed so far (any field may be blank; lengths and photos are checked
   * as at publishing, the blocked words only then). All blank removes the draft.
   */
  async saveDraft(viewer: Viewer, input: ArticleInput, base: string): Promise<DraftRow | null> {
    const category =
      input.category === undefined ? '' : parseEnum('category', input.category, ARTICLE_CATEGORIES);
    const title = requireText('title', input.title, 0, TITLE_MAX);
    const content = requireText('content', input.content, 0, TEXT_MAX, { lines: true });
    const pics = parsePics(input.pics, base);
    const now = unixSeconds(this.#clock);
    await transact(this.#db, async (tx) => {
      if (category === '' && title === '' && content === '' && pics.length === 0) {
        await tx.deleteFrom('community_drafts').where('user_id', '=', viewer.userId).execute();
        return;
      }
      await requireOwnUploads(tx, 'pics', pics, viewer.userId);
      const values = { category, title, content, pics: JSON.stringify(pics), updated_at: now };
      await tx
        .insertInto('community_drafts')
        .values({ user_id: viewer.userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    });
    return this.draft(viewer);
  }

  /**
   * Comments and replies the caller received, unread first then newest, in keyset pages of
   * (unread, id). Remarks whose comment is hidden are left out.
   */
  async remarks(viewer: Viewer, input: { cursor?: string; page?: string }) {
    checkFirstPage(input.page);
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor, 2);
    const unread = sql<number>`(case when m.read_at is null then 1 else 0 end)`;
    let query = this.#db
      .selectFrom('community_remarks as m')
      .innerJoin('community_comments as c', 'c.id', 'm.comment_id')
      .innerJoin('community_articles as a', 'a.id', 'c.article_id')
      .innerJoin('users as u', 'u.id', 'c.author_id')
      .leftJoin('community_comments as p', 'p.id', 'c.parent_id')
      .select([
        'm.id',
        'm.kind',
        'm.read_at',
        'm.created_at',
        'c.id as comment_id',
        'c.content',
        'c.author_id',
        'u.s_username as author_name',
        'u.face as author_face',
        'a.id as article_id',
        'a.title as article_title',
        'p.content as parent_content',
        unread.as('unread'),
      ])
      .where('m.user_id', '=', viewer.userId)
      .where('c.moderation', 'in', ['none', 'kept'])
      .where('a.moderation', 'in', ['none', 'kept']);
    if (cursor) query = query.where(sql<SqlBool>`(${unread}, m.id) < (${cursor[0]}::int, ${cursor[1]}::int)`);
    const rows = await query
      .orderBy(unread, 'desc')
      .orderBy('m.id', 'desc')
      .limit(HALL_PAGE_SIZE + 1)
      .execute();
    const page = rows.slice(0, HALL_PAGE_SIZE);
    const last = page[page.length - 1];
    const hasMore = rows.length > HALL_PAGE_SIZE;
    return {
      items: page,
      next_cursor: hasMore && last ? encodeCursor(Number(last.unread), last.id) : null,
      has_more: hasMore,
    };
  }

  /** How many remarks the caller has not read: the badge. */
  async unreadRemarks(viewer: Viewer): Promise<number> {
    const row = await this.#db
      .selectFrom('community_remarks as m')
      .innerJoin('community_comments as c', 'c.id', 'm.comment_id')
      .innerJoin('community_articles as a', 'a.id', 'c.article_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('m.user_id', '=', viewer.userId)
      .where('m.read_at', 'is', null)
      .where('c.moderation', 'in', ['none', 'kept'])
      .where('a.moderation', 'in', ['none', 'kept'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Marks one remark (`id`) or all of the caller's as read; answers the unread count left. */
  async readRemarks(viewer: Viewer, input: { id?: string }): Promise<number> {
    const id = optionalId('id', input.id);
    let query = this.#db
      .updateTable('community_remarks')
      .set({ read_at: unixSeconds(this.#clock) })
      .where('user_id', '=', viewer.userId)
      .where('read_at', 'is', null);
    if (id !== undefined) query = query.where('id', '=', id);
    await query.execute();
    return this.unreadRemarks(viewer);
  }
}

function commentsOf(db: Db, articleId: number) {
  return db
    .selectFrom('community_comments as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .leftJoin('users as r', 'r.id', 'c.reply_to_id')
    .select([
      'c.id',
      'c.article_id',
      'c.author_id',
      'c.parent_id',
      'c.reply_to_id',
      'c.content',
      'c.created_at',
      'c.moderation',
      'c.moderation_reason',
      'u.s_username as author_name',
      'u.face as author_face',
      'r.s_username as reply_to_name',
    ])
    .where('c.article_id', '=', articleId);
}
