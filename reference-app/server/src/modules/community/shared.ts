import { type CheckOptions, checkFields } from '@marketplace/sdk/rules';
import type { RateLimitRule } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { Moderation } from '../../db/schema.js';
import type { FieldName } from '../../i18n/messages.js';
import { AppError, invalidField, TextRefusedError } from '../../kernel/errors.js';

/** Article categories of the feed (docs/community-api.md). */
export const ARTICLE_CATEGORIES = ['news', 'help', 'recommend', 'events', 'chat'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
export const REPORT_KINDS = ['article', 'comment', 'business'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_REASONS = ['spam', 'inappropriate', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Reports from this many different people hide an item until kefu decides. */
export const HIDE_AFTER_REPORTS = 3;

export const TITLE_MAX = 40;
/** The spec's textarea limit (section 9): article texts, comments, descriptions. */
export const TEXT_MAX = 140;
export const PICS_MAX = 9;
export const NAME_MAX = 40;
export const ADDRESS_MAX = 100;
export const HOURS_MAX = 40;
export const NOTE_MAX = 140;

/** Who may publish how often, counted in the database so every server process shares it. */
export interface CommunityLimits {
  /** Articles and business listings, per person. */
  publish: RateLimitRule;
  /** Comments and replies, per person. */
  comment: RateLimitRule;
}

export const DEFAULT_COMMUNITY_LIMITS: CommunityLimits = {
  publish: { max: 5, windowMs: 10 * 60_000 },
  comment: { max: 20, windowMs: 60_000 },
};

/** What `DbWindowLimiter.hit` is: the seconds to wait, 0 when allowed; counted in `tx`. */
export type Limiter = { hit(key: string, rule: RateLimitRule, db?: Db): Promise<number> };

export async function enforceLimit(
  limiter: Limiter,
  tx: Db,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const retryAfter = await limiter.hit(key, rule, tx);
  if (retryAfter > 0)
    throw new AppError('rateLimited', 'error.rateLimited', { seconds: retryAfter }, retryAfter);
}

/**
 * Texts pass the blocked-words rule. Articles and comments may carry links (shown through the
 * web view's allowlist), so their contact check is off: `contact: false`.
 */
export function checkTexts(fields: Partial<Record<FieldName, string>>, options?: CheckOptions): void {
  const verdict = checkFields(fields, options);
  if (!verdict.ok) throw new TextRefusedError(verdict.category, verdict.field as FieldName);
}

const UPLOAD_PATH = /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))$/;

/** One upload path of ours (an absolute URL of this server or `/uploads/...`), or a 400 on `field`. */
export function parsePic(field: FieldName, raw: string, base: string): string {
  const path = raw.startsWith(`${base}/`) ? raw.slice(base.length) : raw;
  if (!UPLOAD_PATH.test(path)) throw invalidField(field, 'error.communityPics');
  return path;
}

/** Comma-separated upload paths, at most 9. */
export function parsePics(raw: string | undefined, base: string): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const items = raw.split(',').map((s) => s.trim());
  if (items.length > PICS_MAX) throw invalidField('pics', 'error.communityPics');
  return items.map((item) => parsePic('pics', item, base));
}

/** The paths were uploaded by `ownerId` (nobody attaches another person's pictures). */
export async function requireOwnUploads(tx: Db, field: FieldName, paths: string[], ownerId: number) {
  if (paths.length === 0) return;
  const names = paths.map((p) => p.slice('/uploads/'.length));
  const found = await tx
    .selectFrom('uploads')
    .select('name')
    .where('owner_id', '=', ownerId)
    .where('name', 'in', names)
    .execute();
  if (found.length !== new Set(names).size) throw invalidField(field, 'error.communityPics');
}

/** Items everyone sees: not reported away, or kept by kefu. */
export const PUBLIC_MODERATION: readonly Moderation[] = ['none', 'kept'];

export function isPublic(moderation: Moderation): boolean {
  return PUBLIC_MODERATION.includes(moderation);
}

/** Metres between two points on a sphere (haversine): the distance a list shows. */
export function metresBetween(
  a: { longitude: number; latitude: number },
  b: { longitude: number; latitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))));
}
