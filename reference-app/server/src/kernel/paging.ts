import { invalidField } from './errors.js';

/** Items of a `page` page (docs/api-contract.md: every list answers 20 at a time). */
export const PAGE_SIZE = 20;
/** Items of a keyset page: the task hall, hot and recommended orders, search. */
export const HALL_PAGE_SIZE = 20;

/** A numbered page: `{ list, page, page_size, has_more }`. */
export interface Page<T> {
  list: T[];
  page: number;
  page_size: number;
  has_more: boolean;
}

/** Parses `page` (default 1). */
export function parsePage(raw: string | undefined): number {
  if (raw === undefined) return 1;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw invalidField('page');
  return Number(raw);
}

/** `page` beside a cursor means "from the start" when it is 1, as in the hall; any other is a 400. */
export function checkFirstPage(raw: string | undefined): void {
  if (raw !== undefined && raw !== '1') throw invalidField('page');
}

/**
 * The opaque cursor of a keyset page: base64url of the last item's sort values, a finite number
 * (the sort key) then integers (its id, and whatever else fixes the page, such as a time).
 *
 * @example encodeCursor(1767225600, 42) // 'WzE3NjcyMjU2MDAsNDJd'
 */
export function encodeCursor(...values: number[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values of a cursor of `encodeCursor` with `arity` values; anything else is a 400 on `cursor`. */
export function decodeCursor(raw: string, arity: 2): [number, number];
export function decodeCursor(raw: string, arity: 3): [number, number, number];
export function decodeCursor(raw: string, arity: number): number[] {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === arity &&
      typeof value[0] === 'number' &&
      Number.isFinite(value[0]) &&
      value.slice(1).every((v) => Number.isInteger(v))
    ) {
      return value as number[];
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw invalidField('cursor');
}
