import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countRows,
  form,
  multipart,
  registerUser,
  type SignedIn,
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';
import { TINY_PNG as PNG } from '../../../test/images.js';

interface Business {
  id: number;
  name: string;
  status: string;
  distance_m: number | null;
  licence_pic: string;
  categories: { id: number; name: string }[];
  owner: { id: number; verified: boolean };
  review_reason: string;
  moderation: string;
  moderation_reason: string;
}
interface Article {
  id: number;
  title: string;
  pics: string[];
  like_count: number;
  comment_count: number;
  liked: boolean;
  moderation: string;
  moderation_reason: string;
}
interface Thread {
  id: number;
  content: string;
  replies: { id: number; content: string; reply_to: { id: number } | null }[];
}
interface Remark {
  id: number;
  kind: string;
  read: boolean;
  comment: { content: string };
  article: { id: number };
}
interface ListPage<T> {
  list: T[];
  next_cursor: string | null;
  has_more: boolean;
}

const get = (t: TestApp, user: SignedIn | null, url: string, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]))}`,
    headers: user ? bearer(user.token) : {},
  });
const post = (t: TestApp, user: SignedIn, url: string, fields: Record<string, string | number>) =>
  t.app.inject({ method: 'POST', url, ...form(fields, bearer(user.token)) });

async function upload(t: TestApp, user: SignedIn, purpose = 'article'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/community/upload',
    ...multipart(
      { purpose },
      [{ field: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }],
      bearer(user.token),
    ),
  });
  expect(response.statusCode).toBe(200);
  return body<{ url: string }>(response).data.url;
}

async function makeKefu(t: TestApp): Promise<SignedIn> {
  const kefu = await registerUser(t);
  await t.db.updateTable('users').set({ role: 'kefu' }).where('id', '=', kefu.user.id).execute();
  return kefu;
}

let keys = 0;
async function publish(t: TestApp, user: SignedIn, fields: Record<string, string> = {}): Promise<Article> {
  const response = await post(t, user, '/api/community/article/publish', {
    idempotency_key: `article-key-${++keys}`,
    category: 'news',
    title: 'Street market on Sunday',
    content: 'Fresh vegetables by the park.',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<Article>(response).data;
}

describe.each(backends())('community on %s', (backend) => {
  const t = useTestApp(backend);

  test('a business waits for kefu, then is found by distance and category; its licence stays private', async () => {
    const owner = await registerUser(t());
    const other = await registerUser(t());
    const stranger = await registerUser(t());
    const kefu = await makeKefu(t());
    const licence = await upload(t(), owner, 'licence');
    const photo = await upload(t(), owner, 'business');
    const fields = {
      name: 'Li’s Bike Repair',
      goods_categorize_ids: '1,2',
      description: 'Tyres, brakes and chains.\nQuick fixes while you wait.',
      address: '12 Garden Road',
      longitude: '121.4737',
      latitude: '31.2304',
      hours: 'Mon-Sat 9:00-18:00',
      pics: photo,
    };
    // No licence: refused, nothing written.
    const missing = await post(t(), owner, '/api/community/business/save', fields);
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toBe('Please enter the business licence photo.');
    expect(await countRows(t().db, 'community_businesses')).toBe(0);
    // Someone else's picture as a licence: refused.
    const foreign = await post(t(), other, '/api/community/business/save', {
      ...fields,
      licence_pic: licence,
    });
    expect(foreign.statusCode).toBe(400);

    const saved = await post(t(), owner, '/api/community/business/save', { ...fields, licence_pic: licence });
    expect(saved.statusCode, saved.body).toBe(200);
    const business = body<Business>(saved).data;
    expect(business).toMatchObject({ status: 'pending', categories: [{ id: 1 }, { id: 2 }] });
    expect(business.licence_pic).toMatch(/^http.*\/uploads\/[0-9a-f]{32}\.png$/);

    // Pending: only its owner and kefu see it.
    expect((await get(t(), other, '/api/community/business/detail', { id: business.id })).statusCode).toBe(
      404,
    );
    expect(body<ListPage<Business>>(await get(t(), null, '/api/community/business/list')).data.list).toEqual(
      [],
    );
    const queue = body<ListPage<Business>>(await get(t(), kefu, '/api/kefu/community/businesses'));
    expect(queue.data.list.map((b) => b.id)).toEqual([business.id]);
    // Only kefu may verify.
    const byUser = await post(t(), owner, '/api/kefu/community/business/review', {
      id: business.id,
      decision: 'verify',
    });
    expect(byUser.statusCode).toBe(403);
    const noReason = await post(t(), kefu, '/api/kefu/community/business/review', {
      id: business.id,
      decision: 'reject',
    });
    expect(noReason.statusCode).toBe(400);
    const verified = await post(t(), kefu, '/api/kefu/community/business/review', {
      id: business.id,
      decision: 'verify',
      reason: 'Licence matches the name.',
    });
    expect(body<Business>(verified).data.status).toBe('verified');
    // Every kefu action is in the audit log, written with it.
    const audit = await t()
      .db.selectFrom('audit_log')
      .select(['actor_id', 'action', 'record_type', 'record_id', 'reason'])
      .where('record_type', '=', 'business')
      .where('record_id', '=', business.id)
      .execute();
    expect(audit).toEqual([
      {
        actor_id: kefu.user.id,
        action: 'community.business.verify',
        record_type: 'business',
        record_id: business.id,
        reason: 'Licence matches the name.',
      },
    ]);

    // A second business, farther away, in category 3 only.
    const licence2 = await upload(t(), other, 'licence');
    const far = body<Business>(
      await post(t(), other, '/api/community/business/save', {
        ...fields,
        name: 'Garden Cleaners',
        goods_categorize_ids: '3',
        pics: '',
        longitude: '121.5737',
        licence_pic: licence2,
      }),
    ).data;
    await post(t(), kefu, '/api/kefu/community/business/review', {
      id: far.id,
      decision: 'verify',
      reason: 'OK',
    });

    const near = body<ListPage<Business>>(
      await get(t(), stranger, '/api/community/business/list', {
        longitude: '121.4700',
        latitude: '31.2300',
      }),
    ).data.list;
    expect(near.map((b) => b.name)).toEqual(['Li’s Bike Repair', 'Garden Cleaners']);
    expect(near[0]?.distance_m).toBeGreaterThan(300);
    expect(near[0]?.distance_m).toBeLessThan(400);
    expect(near[0]?.licence_pic).toBe('');
    const fromFar = body<ListPage<Business>>(
      await get(t(), stranger, '/api/community/business/list', {
        longitude: '121.5800',
        latitude: '31.2300',
      }),
    ).data.list;
    expect(fromFar.map((b) => b.name)).toEqual(['Garden Cleaners', 'Li’s Bike Repair']);
    const cleaning = body<ListPage<Business>>(
      await get(t(), stranger, '/api/community/business/list', { goods_categorize_id: 3 }),
    ).data.list;
    expect(cleaning.map((b) => b.name)).toEqual(['Garden Cleaners']);
    const detail = body<Business>(
      await get(t(), stranger, '/api/community/business/detail', { id: business.id }),
    );
    expect(detail.data).toMatchObject({
      name: 'Li’s Bike Repair',
      owner: { id: owner.user.id, verified: false },
    });
    expect(detail.data.licence_pic).toBe('');

    // Changing it sends it back to review.
    const changed = await post(t(), owner, '/api/community/business/save', {
      ...fields,
      name: 'Li’s Bikes',
      licence_pic: licence,
    });
    expect(body<Business>(changed).data.status).toBe('pending');
    expect((await get(t(), stranger, '/api/community/business/detail', { id: business.id })).statusCode).toBe(
      404,
    );
  });

  test('a draft survives on the server until the article is published; blocked words refuse it', async () => {
    const author = await registerUser(t());
    const pic = await upload(t(), author);
    expect(body(await get(t(), author, '/api/community/draft')).data).toBeNull();
    const draft = await post(t(), author, '/api/community/draft/save', {
      category: 'help',
      title: 'Lost cat',
      pics: pic,
    });
    expect(body(draft).data).toMatchObject({ category: 'help', title: 'Lost cat', content: '' });
    expect(body<{ pics: string[] }>(await get(t(), author, '/api/community/draft')).data.pics).toEqual([pic]);

    const refused = await post(t(), author, '/api/community/article/publish', {
      idempotency_key: 'blocked-words-1',
      category: 'help',
      title: 'Lost cat',
      content: '赌博 tonight',
    });
    expect(refused.statusCode).toBe(400);
    expect(await countRows(t().db, 'community_articles')).toBe(0);
    expect(body(await get(t(), author, '/api/community/draft')).data).not.toBeNull();

    const ten = Array.from({ length: 10 }, () => pic).join(',');
    const tooMany = await post(t(), author, '/api/community/article/publish', {
      idempotency_key: 'too-many-pics',
      category: 'help',
      title: 'Lost cat',
      content: 'Grey, answers to Mao.',
      pics: ten,
    });
    expect(tooMany.statusCode).toBe(400);

    const fields = {
      idempotency_key: 'lost-cat-key',
      category: 'help',
      title: '<script>alert(1)</script>',
      content: 'Grey, answers to Mao. https://example.com/cat',
      pics: pic,
    };
    const first = body<Article>(await post(t(), author, '/api/community/article/publish', fields)).data;
    const again = body<Article>(await post(t(), author, '/api/community/article/publish', fields)).data;
    expect(again.id).toBe(first.id);
    expect(first.title).toBe('<script>alert(1)</script>');
    expect(await countRows(t().db, 'community_articles')).toBe(1);
    expect(body(await get(t(), author, '/api/community/draft')).data).toBeNull();
  });

  test('the feed, likes, comments with one level of replies, and the remarks received, unread first', async () => {
    const author = await registerUser(t());
    const reader = await registerUser(t());
    const third = await registerUser(t());
    const older = await publish(t(), author, { title: 'Older post' });
    const article = await publish(t(), author, { title: 'Newer post', category: 'events' });
    t().clock.advance(1);

    const newest = body<ListPage<Article>>(await get(t(), null, '/api/community/article/list')).data.list;
    expect(newest.slice(0, 2).map((a) => a.id)).toEqual([article.id, older.id]);
    const events = body<ListPage<Article>>(
      await get(t(), null, '/api/community/article/list', { category: 'events' }),
    ).data.list;
    expect(events.map((a) => a.id)).toContain(article.id);
    expect(events.map((a) => a.id)).not.toContain(older.id);

    const liked = body<Article>(
      await post(t(), reader, '/api/community/article/like', { id: older.id }),
    ).data;
    expect(liked).toMatchObject({ like_count: 1, liked: true });
    await post(t(), reader, '/api/community/article/like', { id: older.id });
    expect(
      body<Article>(await get(t(), reader, '/api/community/article/detail', { id: older.id })).data
        .like_count,
    ).toBe(1);
    const popular = body<ListPage<Article>>(
      await get(t(), null, '/api/community/article/list', { sort: 'popular' }),
    ).data.list;
    expect(popular[0]?.id).toBe(older.id);
    const unliked = body<Article>(
      await post(t(), reader, '/api/community/article/like', { id: older.id, like: 0 }),
    ).data;
    expect(unliked).toMatchObject({ like_count: 0, liked: false });

    const comment = body<{ id: number }>(
      await post(t(), reader, '/api/community/comment/create', {
        article_id: article.id,
        content: 'Count me in!',
      }),
    ).data;
    const reply = await post(t(), author, '/api/community/comment/create', {
      article_id: article.id,
      parent_id: comment.id,
      content: 'See you there.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    // A reply to a reply joins the comment's thread and answers the reply's author.
    const replyId = body<{ id: number }>(reply).data.id;
    await post(t(), third, '/api/community/comment/create', {
      article_id: article.id,
      parent_id: replyId,
      content: 'Me too',
    });
    const threads = body<ListPage<Thread>>(
      await get(t(), null, '/api/community/comment/list', { article_id: article.id }),
    ).data.list;
    expect(threads).toHaveLength(1);
    expect(threads[0]?.replies.map((r) => [r.content, r.reply_to?.id])).toEqual([
      ['See you there.', reader.user.id],
      ['Me too', author.user.id],
    ]);
    expect(
      body<Article>(await get(t(), null, '/api/community/article/detail', { id: article.id })).data
        .comment_count,
    ).toBe(3);

    // The author received the comment and the third person's reply (their own reply is not a remark).
    expect(body<{ count: number }>(await get(t(), author, '/api/community/remark/unread')).data.count).toBe(
      2,
    );
    expect(body<{ count: number }>(await get(t(), reader, '/api/community/remark/unread')).data.count).toBe(
      1,
    );
    const before = body<ListPage<Remark>>(await get(t(), author, '/api/community/remark/list')).data.list;
    expect(before.map((r) => [r.kind, r.comment.content, r.read])).toEqual([
      ['reply', 'Me too', false],
      ['comment', 'Count me in!', false],
    ]);
    const oldest = before[1] as Remark;
    const left = body<{ count: number }>(
      await post(t(), author, '/api/community/remark/read', { id: oldest.id }),
    ).data;
    expect(left.count).toBe(1);
    // Unread first: the read one goes after the unread one.
    await post(t(), reader, '/api/community/comment/create', {
      article_id: article.id,
      content: 'Second thought',
    });
    const after = body<ListPage<Remark>>(await get(t(), author, '/api/community/remark/list')).data.list;
    expect(after.map((r) => [r.comment.content, r.read])).toEqual([
      ['Second thought', false],
      ['Me too', false],
      ['Count me in!', true],
    ]);
    expect(
      body<{ count: number }>(await post(t(), author, '/api/community/remark/read', {})).data.count,
    ).toBe(0);

    const empty = await post(t(), reader, '/api/community/comment/create', {
      article_id: article.id,
      content: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect((await get(t(), null, '/api/community/remark/list')).statusCode).toBe(401);
  });

  test('three reports from different people hide an article; its author sees why; kefu removes or restores', async () => {
    const author = await registerUser(t());
    const [a, b, c] = [await registerUser(t()), await registerUser(t()), await registerUser(t())];
    const kefu = await makeKefu(t());
    const article = await publish(t(), author, { title: 'Cheap watches' });
    const report = (who: SignedIn, reason = 'spam') =>
      post(t(), who, '/api/community/report', { kind: 'article', id: article.id, reason });

    expect((await report(author)).statusCode).toBe(403);
    expect(body(await report(a)).data).toEqual({ reported: true, hidden: false });
    // The same person twice counts once.
    expect(body(await report(a)).data).toEqual({ reported: true, hidden: false });
    expect(body(await report(b, 'illegal')).data).toEqual({ reported: true, hidden: false });
    expect((await get(t(), c, '/api/community/article/detail', { id: article.id })).statusCode).toBe(200);
    expect(body(await report(c)).data).toEqual({ reported: true, hidden: true });

    expect((await get(t(), c, '/api/community/article/detail', { id: article.id })).statusCode).toBe(404);
    const feed = body<ListPage<Article>>(await get(t(), null, '/api/community/article/list')).data.list;
    expect(feed.map((x) => x.id)).not.toContain(article.id);
    const own = body<Article>(
      await get(t(), author, '/api/community/article/detail', { id: article.id }),
    ).data;
    expect(own).toMatchObject({ moderation: 'hidden', moderation_reason: 'spam' });
    const mine = body<ListPage<Article>>(await get(t(), author, '/api/community/article/list', { mine: 1 }))
      .data.list;
    expect(mine.find((x) => x.id === article.id)?.moderation).toBe('hidden');

    const queue = body<ListPage<{ kind: string; id: number; reports: { reason: string; count: number }[] }>>(
      await get(t(), kefu, '/api/kefu/community/reports'),
    ).data.list;
    expect(queue.find((q) => q.id === article.id)?.reports).toEqual([
      { reason: 'spam', count: 2 },
      { reason: 'illegal', count: 1 },
    ]);
    expect((await get(t(), author, '/api/kefu/community/reports')).statusCode).toBe(403);

    const removed = await post(t(), kefu, '/api/kefu/community/moderate', {
      kind: 'article',
      id: article.id,
      decision: 'remove',
      reason: 'Advertising is not allowed here.',
    });
    expect(body(removed).data).toMatchObject({ moderation: 'removed' });
    expect(
      body<Article>(await get(t(), author, '/api/community/article/detail', { id: article.id })).data,
    ).toMatchObject({
      moderation: 'removed',
      moderation_reason: 'Advertising is not allowed here.',
    });
    const noReason = await post(t(), kefu, '/api/kefu/community/moderate', {
      kind: 'article',
      id: article.id,
      decision: 'restore',
    });
    expect(noReason.statusCode).toBe(400);
    await post(t(), kefu, '/api/kefu/community/moderate', {
      kind: 'article',
      id: article.id,
      decision: 'restore',
      reason: 'A shop of the neighbourhood, not spam.',
    });
    const actions = await t()
      .db.selectFrom('audit_log')
      .select('action')
      .where('record_type', '=', 'article')
      .where('record_id', '=', article.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['community.article.remove', 'community.article.restore']);
    expect((await get(t(), c, '/api/community/article/detail', { id: article.id })).statusCode).toBe(200);
    // Restored for good: further reports do not hide it again.
    const d = await registerUser(t());
    expect(body(await report(d)).data).toEqual({ reported: true, hidden: false });
    expect((await get(t(), c, '/api/community/article/detail', { id: article.id })).statusCode).toBe(200);
  });

  test('a comment reported three times is hidden for others; its author still sees it, with why', async () => {
    const author = await registerUser(t());
    const commenter = await registerUser(t());
    const article = await publish(t(), author);
    const comment = body<{ id: number }>(
      await post(t(), commenter, '/api/community/comment/create', {
        article_id: article.id,
        content: 'Buy followers',
      }),
    ).data;
    for (let i = 0; i < 3; i++) {
      const reporter = await registerUser(t());
      await post(t(), reporter, '/api/community/report', {
        kind: 'comment',
        id: comment.id,
        reason: 'inappropriate',
      });
    }
    const others = body<ListPage<Thread>>(
      await get(t(), author, '/api/community/comment/list', { article_id: article.id }),
    ).data.list;
    expect(others).toEqual([]);
    const theirs = body<ListPage<Thread & { moderation: string; moderation_reason: string }>>(
      await get(t(), commenter, '/api/community/comment/list', { article_id: article.id }),
    ).data.list;
    expect(theirs[0]).toMatchObject({ moderation: 'hidden', moderation_reason: 'inappropriate' });
    const other = await post(t(), commenter, '/api/community/report', {
      kind: 'comment',
      id: comment.id,
      reason: 'other',
    });
    expect(other.statusCode).toBe(400);
  });
});
