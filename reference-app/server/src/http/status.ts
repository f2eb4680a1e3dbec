import type { ErrorKind } from '../kernel/errors.js';

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  rateLimited: 429,
  unavailable: 503,
};
