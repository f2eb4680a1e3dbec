import type { UserRow } from '../auth/service.js';

/** The contract's `User` shape. */
export interface UserView {
  id: number;
  face: string;
  s_username: string;
  smrz: 0 | 1 | 2 | 3;
  name: string;
  tel: string;
  sfzid: string;
  share: number;
  /** A kefu account's level; absent for everyone else (the person center shows the console then). */
  kefu?: 'agent' | 'supervisor';
}

/** First and last character only, so the owner can recognise the number without exposing it. */
export function maskIdNumber(value: string): string {
  if (value === '') return '';
  if (value.length <= 2) return '*'.repeat(value.length);
  return `${value[0]}${'*'.repeat(value.length - 2)}${value[value.length - 1]}`;
}

/** Stored paths become absolute URLs so a partner page embedding the SDK can load them. */
export function absoluteUrl(base: string, stored: string): string {
  if (stored === '' || /^https?:\/\//.test(stored)) return stored;
  return `${base}${stored.startsWith('/') ? '' : '/'}${stored}`;
}

/** The user as their owner sees them (`tel` is their own number). */
export function presentUser(row: UserRow, base: string): UserView {
  return {
    id: row.id,
    face: absoluteUrl(base, row.face),
    s_username: row.s_username,
    smrz: row.smrz as UserView['smrz'],
    name: row.name,
    // "" for a partner's user who never bound a phone (docs/partner-api.md)
    tel: row.phone ?? '',
    sfzid: maskIdNumber(row.sfzid),
    share: row.share_bp / 10000,
    ...(row.role === 'kefu' ? { kefu: row.kefu_level ?? 'agent' } : {}),
  };
}
