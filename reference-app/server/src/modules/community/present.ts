import { absoluteUrl } from '../user/present.js';
import type { ArticleItem, CommentRow, DraftRow } from './articles.js';
import type { BusinessItem } from './businesses.js';
import { metresBetween } from './shared.js';

const person = (base: string, id: number, name: string, face: string) => ({
  id,
  s_username: name,
  face: absoluteUrl(base, face),
});

export function presentBusiness(
  item: BusinessItem,
  base: string,
  here?: { longitude: number; latitude: number },
) {
  const { row, privileged } = item;
  return {
    id: row.id,
    name: row.name,
    categories: item.categories,
    description: row.description,
    address: row.address,
    longitude: row.longitude,
    latitude: row.latitude,
    distance_m: here ? metresBetween(here, row) : null,
    hours: row.hours,
    pics: row.pics.map((p) => absoluteUrl(base, p)),
    owner: {
      ...person(base, row.owner_id, row.owner_name, row.owner_face),
      verified: row.owner_smrz === 2,
    },
    status: row.status,
    review_reason: privileged ? row.review_reason : '',
    licence_pic: privileged ? absoluteUrl(base, row.licence_pic) : '',
    moderation: privileged ? row.moderation : 'none',
    moderation_reason: privileged ? row.moderation_reason : '',
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  };
}

export function presentArticle(item: ArticleItem, base: string, viewerId: number | null) {
  const { row, privileged } = item;
  return {
    id: row.id,
    author: person(base, row.author_id, row.author_name, row.author_face),
    category: row.category,
    title: row.title,
    content: row.content,
    pics: row.pics.map((p) => absoluteUrl(base, p)),
    like_count: row.like_count,
    comment_count: row.comment_count,
    liked: item.liked,
    mine: viewerId === row.author_id,
    moderation: privileged ? row.moderation : 'none',
    moderation_reason: privileged ? row.moderation_reason : '',
    created_at: Number(row.created_at),
  };
}

export function presentComment(row: CommentRow, base: string, viewerId: number | null) {
  const mine = viewerId === row.author_id;
  return {
    id: row.id,
    article_id: row.article_id,
    author: person(base, row.author_id, row.author_name, row.author_face),
    parent_id: row.parent_id,
    reply_to: row.reply_to_id === null ? null : { id: row.reply_to_id, s_username: row.reply_to_name ?? '' },
    content: row.content,
    mine,
    moderation: mine ? row.moderation : 'none',
    moderation_reason: mine ? row.moderation_reason : '',
    created_at: Number(row.created_at),
  };
}

export function presentDraft(row: DraftRow | null, base: string) {
  return row
    ? { ...row, pics: row.pics.map((p) => absoluteUrl(base, p)), updated_at: Number(row.updated_at) }
    : null;
}
