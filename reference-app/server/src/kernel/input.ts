import type { FieldName } from '../i18n/messages.js';
import { AppError, invalidField, requiredField } from './errors.js';

const ID = /^[1-9]\d{0,9}$/;
const MAX_INT4 = 2_147_483_647;
const INTEGER = /^-?\d{1,15}$/;
const DECIMAL = /^-?\d{1,3}(?:\.\d{1,8})?$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** A required positive id (int4). */
export function requireId(field: FieldName, raw: string | undefined): number {
  if (raw === undefined) throw requiredField(field);
  const id = optionalId(field, raw);
  if (id === undefined) throw requiredField(field);
  return id;
}

/** An optional positive id; absent, empty and `0` mean none. */
export function optionalId(field: FieldName, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '0') return undefined;
  if (!ID.test(raw) || Number(raw) > MAX_INT4) throw invalidField(field);
  return Number(raw);
}

/** An integer within [min, max]; `key` names the rule when out of range. */
export function requireInt(
  field: FieldName,
  raw: string | undefined,
  min: number,
  max: number,
  key: Parameters<typeof invalidField>[1] = 'error.invalid',
): number {
  if (raw === undefined) throw requiredField(field);
  if (!INTEGER.test(raw)) throw invalidField(field);
  const value = Number(raw);
  if (value < min || value > max) throw invalidField(field, key);
  return value;
}

/**
 * A trimmed text of `min` to `max` characters (characters, not UTF-16 units), no control
 * characters but line breaks (`lines`) or none at all.
 */
export function requireText(
  field: FieldName,
  raw: string | undefined,
  min: number,
  max: number,
  options: { lines?: boolean } = {},
): string {
  const text = (raw ?? '').replace(/\r\n?/g, '\n').trim();
  if (text === '' && min > 0) throw requiredField(field);
  const length = [...text].length;
  if (length < min || length > max) throw new AppError('invalid', 'error.length', { field, min, max });
  if (CONTROL.test(text) || (!options.lines && text.includes('\n'))) throw invalidField(field);
  return text;
}

/** A longitude and a latitude in degrees (WGS-84 or GCJ-02, as the client's map gives them). */
export function requireCoordinates(
  lngRaw: string | undefined,
  latRaw: string | undefined,
): { longitude: number; latitude: number } {
  if (lngRaw === undefined) throw requiredField('longitude');
  if (latRaw === undefined) throw requiredField('latitude');
  if (!DECIMAL.test(lngRaw)) throw invalidField('longitude');
  if (!DECIMAL.test(latRaw)) throw invalidField('latitude');
  const longitude = Number(lngRaw);
  const latitude = Number(latRaw);
  if (Math.abs(longitude) > 180) throw invalidField('longitude');
  if (Math.abs(latitude) > 90) throw invalidField('latitude');
  return { longitude, latitude };
}

/** Optional coordinates: both or neither. */
export function optionalCoordinates(
  lngRaw: string | undefined,
  latRaw: string | undefined,
): { longitude: number; latitude: number } | undefined {
  if (lngRaw === undefined && latRaw === undefined) return undefined;
  return requireCoordinates(lngRaw, latRaw);
}

/** `longitude,latitude` as the maps calls take it. */
export function requireLocation(
  field: FieldName,
  raw: string | undefined,
): { longitude: number; latitude: number } {
  if (raw === undefined) throw requiredField(field);
  const parts = raw.split(',');
  if (parts.length !== 2) throw invalidField(field);
  try {
    return requireCoordinates(parts[0]?.trim(), parts[1]?.trim());
  } catch {
    throw invalidField(field);
  }
}

/** The client's idempotency key: 8-64 characters of `[A-Za-z0-9_-]`. */
export function requireIdempotencyKey(raw: string | undefined): string {
  if (raw === undefined) throw requiredField('idempotency_key');
  if (!IDEMPOTENCY_KEY.test(raw)) throw invalidField('idempotency_key');
  return raw;
}

export function optionalIdempotencyKey(raw: string | undefined): string | undefined {
  return raw === undefined ? undefined : requireIdempotencyKey(raw);
}

/** `1`/`true` or `0`/`false`; absent is `fallback`. */
export function parseFlag(field: FieldName, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw invalidField(field);
}

/** One of `values`, or `fallback` when absent. */
export function parseEnum<T extends string>(
  field: FieldName,
  raw: string | undefined,
  values: readonly T[],
  fallback?: T,
): T {
  if (raw === undefined) {
    if (fallback === undefined) throw requiredField(field);
    return fallback;
  }
  if (!(values as readonly string[]).includes(raw)) throw invalidField(field);
  return raw as T;
}
