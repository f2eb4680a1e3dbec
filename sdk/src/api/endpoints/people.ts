import type { CursorPage, LngLat, Order } from '../order-types';
import type { RequestOptions, Transport } from '../transport';
import type { Page, User } from '../types';

/** A profile as anyone sees it (docs/people-api.md). */
export interface Profile {
  introduction: string;
  categories: { id: number; name: string }[];
  service_area: string;
  longitude: number | null;
  latitude: number | null;
  experience_years: number;
  photos: string[];
}

/** The profile fields `edit_info.php` takes; a blank one clears the field. */
export interface ProfileInput {
  s_username?: string;
  introduction?: string;
  categories?: string;
  service_area?: string;
  longitude?: string;
  latitude?: string;
  experience_years?: string;
}

export interface TalentItem {
  id: number;
  s_username: string;
  face: string;
  introduction: string;
  service_area: string;
  experience_years: number;
  rating: number;
  evaluation_count: number;
  completed: number;
  distance_km: number | null;
}

export interface TalentDetail extends TalentItem, Profile {
  verified: boolean;
  badges: { id: number; type: string; category_id: number; category: string }[];
  saved: boolean;
}

export type TalentSort = 'rating' | 'completed' | 'distance';

export interface TalentQuery {
  category_id?: number;
  radius_km?: number;
  sort?: TalentSort;
}

export interface SavedTalent {
  id: number;
  s_username: string;
  face: string;
  introduction: string;
  saved_at: number;
}

export type FavouriteKind = 'order' | 'talent';

/** GET /api/user/profile: the caller's profile and album. */
export const getMyProfile = (api: Transport, opts?: RequestOptions) =>
  api.get<Profile>('/api/user/profile', undefined, opts);

/** POST /m/api/user/edit_info.php with the profile fields (form-encoded). */
export const saveProfile = (api: Transport, input: ProfileInput, opts?: RequestOptions) =>
  api.post<User>('/m/api/user/edit_info.php', { ...input }, opts);

/** POST /m/api/user/upload_show_photo.php: adds a photo to the album (with progress). */
export const uploadShowPhoto = (
  api: Transport,
  photo: Blob,
  opts?: RequestOptions & { onProgress?: (fraction: number) => void },
) =>
  api.upload<{ photos: string[] }>('/m/api/user/upload_show_photo.php', photo, { ...opts, field: 'photo' });

/** POST /m/api/user/delete_show_photo.php: removes the album's photo at `index`. */
export const deleteShowPhoto = (api: Transport, index: number, opts?: RequestOptions) =>
  api.post<{ photos: string[] }>('/m/api/user/delete_show_photo.php', { index }, opts);

/** GET /api/talent/list: people who take tasks, keyset pages. */
export const getTalents = (
  api: Transport,
  query: TalentQuery,
  here: LngLat | null,
  cursor?: string,
  opts?: RequestOptions,
) =>
  api.get<CursorPage<TalentItem>>(
    '/api/talent/list',
    { ...query, ...(here ?? {}), ...(cursor ? { cursor } : {}) },
    opts,
  );

/** GET /api/talent/detail: one person's public profile. */
export const getTalent = (api: Transport, id: number | string, here: LngLat | null, opts?: RequestOptions) =>
  api.get<TalentDetail>('/api/talent/detail', { id, ...(here ?? {}) }, opts);

/** POST /api/favourite/save or /remove. */
export const setFavourite = (
  api: Transport,
  kind: FavouriteKind,
  target_id: number,
  saved: boolean,
  opts?: RequestOptions,
) =>
  api.post<{ saved: boolean }>(
    saved ? '/api/favourite/save' : '/api/favourite/remove',
    { kind, target_id },
    opts,
  );

/** GET /api/favourite/check: whether the caller saved it. */
export const checkFavourite = (
  api: Transport,
  kind: FavouriteKind,
  target_id: number,
  opts?: RequestOptions,
) => api.get<{ saved: boolean }>('/api/favourite/check', { kind, target_id }, opts);

/** GET /api/favourite/list: saved orders or talents, last saved first. */
export const getFavourites = <K extends FavouriteKind>(
  api: Transport,
  kind: K,
  page: number,
  opts?: RequestOptions,
) => api.get<Page<K extends 'order' ? Order : SavedTalent>>('/api/favourite/list', { kind, page }, opts);

// Certification (issue 11): ID card recognition and qualification certificates.
export type IdCardSide = 'front' | 'back';

export interface IdCardFront {
  name: string;
  sex: string;
  nation: string;
  birth: string;
  address: string;
  id_number: string;
}

export type CertificateType = 'licence' | 'diploma' | 'skill' | 'other';

export interface Certificate {
  id: number;
  user_id: number;
  photo: string;
  type: CertificateType;
  category_id: number;
  category: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string;
  created_at: number;
  reviewed_at: number | null;
}

/** POST /m/api/user/recognize_idcard.php: reads one side of an ID card (with progress). */
export const recognizeIdCard = (
  api: Transport,
  side: IdCardSide,
  pic: Blob,
  opts?: RequestOptions & { onProgress?: (fraction: number) => void },
) =>
  api.upload<{
    type: IdCardSide;
    fields: Partial<IdCardFront> & { authority?: string; valid_date?: string };
  }>('/m/api/user/recognize_idcard.php', pic, { ...opts, field: 'pic', fields: { type: side } });

/** GET /api/user/certificate/list: the caller's certificates, newest first. */
export const getMyCertificates = (api: Transport, opts?: RequestOptions) =>
  api.get<{ list: Certificate[] }>('/api/user/certificate/list', undefined, opts);

/** POST /m/api/user/certificate/create: a photo, its type and category, pending review. */
export const createCertificate = (
  api: Transport,
  photo: Blob,
  input: { type: CertificateType; category_id: number },
  opts?: RequestOptions & { onProgress?: (fraction: number) => void },
) =>
  api.upload<Certificate>('/m/api/user/certificate/create', photo, {
    ...opts,
    field: 'photo',
    fields: input,
  });
