import { sql } from 'kysely';
import type { Db } from '../../db/index.js';

/**
 * The search index: a table of terms per document (`search_terms (kind, ref_id, term)`),
 * written by the service that writes the document, in its transaction. Plain SQL that runs the
 * same on PGlite and PostgreSQL (no pg_trgm, no text-search configuration):
 *
 * - Chinese, Japanese and Korean runs are split into single characters and character bigrams
 *   ("修理厨房水管" -> 修, 理, ..., 修理, 理厨, 厨房, 房水, 水管). A query of one character matches
 *   the character; a longer run matches by its bigrams, so "水管" finds "修理厨房水管".
 * - Every other run of letters and digits is a word, folded (NFKC, lower case, accents off), and
 *   a query word matches words it is a prefix of ("leak" finds "leaking").
 *
 * `term` is `collate "C"`, so a prefix is a range of the primary key: `[word, word + U+10FFFF)`.
 */
export type SearchKind = 'order' | 'user';

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;
/** Longest word kept; longer words are cut (a query word longer than this still matches by prefix). */
const WORD_MAX = 32;
/** Query tokens beyond this many are ignored. */
export const QUERY_TOKENS_MAX = 16;
const MAX_CHAR = String.fromCodePoint(0x10ffff);

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Latin and other words of `text` outside its CJK runs, accents removed. */
function words(folded: string): string[] {
  const rest = folded
    .replace(CJK_RUN, ' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  return (rest.match(WORD) ?? []).map((w) => [...w].slice(0, WORD_MAX).join(''));
}

/** The terms a document is found by. */
export function documentTerms(...texts: string[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    const folded = fold(text);
    for (const run of folded.match(CJK_RUN) ?? []) {
      const chars = [...run];
      chars.forEach((c, i) => {
        terms.add(c);
        const next = chars[i + 1];
        if (next) terms.add(c + next);
      });
    }
    for (const w of words(folded)) terms.add(w);
  }
  return [...terms];
}

/** One query token: the range of terms it matches. */
export interface QueryToken {
  lo: string;
  hi: string;
}

/** The tokens of a query: bigrams of its CJK runs (a lone character alone), prefixes of its words. */
export function queryTokens(str: string): QueryToken[] {
  const folded = fold(str);
  const tokens = new Map<string, QueryToken>();
  const exact = (term: string) => tokens.set(`=${term}`, { lo: term, hi: `${term}\u0001` });
  for (const run of folded.match(CJK_RUN) ?? []) {
    const chars = [...run];
    if (chars.length === 1) exact(run);
    for (let i = 0; i + 1 < chars.length; i++) exact(`${chars[i]}${chars[i + 1]}`);
  }
  for (const w of words(folded)) tokens.set(`^${w}`, { lo: w, hi: `${w}${MAX_CHAR}` });
  return [...tokens.values()].slice(0, QUERY_TOKENS_MAX);
}

/** Replaces the terms of one document. */
export async function writeTerms(db: Db, kind: SearchKind, refId: number, terms: string[]): Promise<void> {
  await db.deleteFrom('search_terms').where('kind', '=', kind).where('ref_id', '=', refId).execute();
  if (terms.length === 0) return;
  await db
    .insertInto('search_terms')
    .values(terms.map((term) => ({ kind, ref_id: refId, term })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Indexes an order as it is now: title, description and its category's names in every locale. */
export async function indexOrder(db: Db, orderId: number): Promise<void> {
  const order = await db
    .selectFrom('goods_orders as o')
    .innerJoin('categories as c', 'c.id', 'o.category_id')
    .select(['o.title', 'o.description', 'c.name', 'c.id as category_id'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  const names = await db
    .selectFrom('category_names')
    .select('name')
    .where('category_id', '=', order.category_id)
    .execute();
  const terms = documentTerms(order.title, order.description, order.name, ...names.map((n) => n.name));
  await writeTerms(db, 'order', orderId, terms);
}

/** Indexes a user by their public name (users have no resume yet: docs/orders-api.md, search). */
export async function indexUser(db: Db, userId: number, name: string): Promise<void> {
  await writeTerms(db, 'user', userId, documentTerms(name));
}

/**
 * `(ref_id, matches)` of the documents of `kind` matching any token: `matches` is how many
 * distinct tokens each matched. A subquery to join on.
 */
export function matchesOf(kind: SearchKind, tokens: QueryToken[]) {
  const values = sql.join(tokens.map((t, i) => sql`(${i}::int, ${t.lo}::text, ${t.hi}::text)`));
  return sql<{ ref_id: number; matches: number }>`(
    select st.ref_id, count(distinct q.i)::int as matches
    from (values ${values}) as q(i, lo, hi)
    join search_terms st on st.kind = ${kind} and st.term >= q.lo and st.term < q.hi
    group by st.ref_id
  )`;
}

/**
 * Indexes a person as talents are searched: their public name, the introduction of their
 * profile and the names of the categories they work in, in every locale.
 */
export async function indexTalent(db: Db, userId: number): Promise<void> {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .select(['u.s_username', 'p.introduction'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) return;
  const categories = await db
    .selectFrom('user_profile_categories as pc')
    .innerJoin('categories as c', 'c.id', 'pc.category_id')
    .leftJoin('category_names as n', 'n.category_id', 'c.id')
    .select(['c.name', 'n.name as localized'])
    .where('pc.user_id', '=', userId)
    .execute();
  const names = categories.flatMap((c) => [c.name, c.localized ?? '']);
  await writeTerms(db, 'user', userId, documentTerms(user.s_username, user.introduction ?? '', ...names));
}
