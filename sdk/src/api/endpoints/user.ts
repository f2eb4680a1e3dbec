import type { RequestOptions, Transport } from '../transport';
import type { User } from '../types';

/** GET /api/user/personalInfo: the signed-in user. */
export const getPersonalInfo = (api: Transport, opts?: RequestOptions) =>
  api.get<User>('/api/user/personalInfo', undefined, opts);

/**
 * POST /m/api/user/edit_info.php: edits the profile. With a `face` file it is sent as
 * multipart (with progress); otherwise form-encoded.
 */
export const editInfo = (
  api: Transport,
  input: { s_username: string; face?: Blob | null },
  opts?: RequestOptions & { onProgress?: (fraction: number) => void },
) => {
  const { face, ...fields } = input;
  if (face) return api.upload<User>('/m/api/user/edit_info.php', face, { ...opts, field: 'face', fields });
  return api.post<User>('/m/api/user/edit_info.php', fields, opts);
};

/** POST /api/user/realName: verifies the legal name (`title`) with the resident ID number. */
export const verifyRealName = (
  api: Transport,
  input: { title: string; sfzid: string },
  opts?: RequestOptions,
) => api.post<User>('/api/user/realName', input, opts);
