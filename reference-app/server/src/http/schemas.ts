import { type TProperties, type TSchema, Type } from '@sinclair/typebox';
import type { MessageKey } from '../i18n/messages.js';
import { INVALID_MESSAGE, MISSING_MESSAGE } from './errors.js';

/*
 * The pieces every route schema is made of (docs/routes.md). Form bodies and query strings carry
 * strings, and the services trim them and take a blank value as absent, so a field's schema
 * says what a client may send (its type, whether it is required, the shape of an id) and the
 * services keep the rules (lengths, ranges, states) with their own messages.
 */

export interface FieldOptions {
  examples?: string[];
  /** The message when the field is missing, if not `error.required`. */
  missing?: MessageKey;
  /** The message when the field is malformed, if not `error.invalid`. */
  invalid?: MessageKey;
}

function messages(options: FieldOptions) {
  return {
    ...(options.examples ? { examples: options.examples } : {}),
    ...(options.missing ? { [MISSING_MESSAGE]: options.missing } : {}),
    ...(options.invalid ? { [INVALID_MESSAGE]: options.invalid } : {}),
  };
}

/** A text field of a form or a query. */
export function Text(description: string, options: FieldOptions = {}) {
  return Type.String({ description, ...messages(options) });
}

/** A positive id in a form or a query (blank or `0` where the call allows "none"). */
export function Id(description: string) {
  return Type.String({ description, pattern: '^\\s*\\d*\\s*$', examples: ['1'] });
}

/** An integer in a form or a query. */
export function Integer(description: string, example = '1') {
  return Type.String({ description, pattern: '^\\s*-?\\d{0,15}\\s*$', examples: [example] });
}

/** A decimal (coordinates) in a form or a query. */
export function Decimal(description: string, example: string) {
  return Type.String({ description, pattern: '^\\s*-?[\\d.]*\\s*$', examples: [example] });
}

/** One of `values`; blank takes the call's default. */
export function Choice<T extends string>(
  values: readonly [T, ...T[]],
  description: string,
  options: Omit<FieldOptions, 'examples'> = {},
) {
  return Type.Union([...values.map((value) => Type.Literal(value)), Type.Literal('')], {
    description,
    ...messages({ examples: [values[0]], ...options }),
  });
}

/** `1`/`true` or `0`/`false`; blank takes the call's default. */
export function Flag(description: string) {
  return Choice(['1', '0', 'true', 'false'], description);
}

/** The client's idempotency key: 8-64 characters of `[A-Za-z0-9_-]`. */
export function IdempotencyKey(
  description = 'Makes a retried request happen once: 8-64 characters of [A-Za-z0-9_-].',
) {
  return Type.String({ description, examples: ['key-0123456789'] });
}

/** A file part of a multipart body. Files are read aside (`request.uploads`), never validated as fields. */
export function File(description: string) {
  return Type.String({ description, contentMediaType: 'application/octet-stream' });
}

/** A form body or a query string: the fields a call reads. */
export function Fields<T extends TProperties>(properties: T) {
  return Type.Object(properties);
}

/** A 1-based page number. */
export const Page = Integer('The page, from 1.');

/** The opaque cursor of a keyset page. */
export const Cursor = Text('The cursor of the previous page (next_cursor), for stable pages.');

/** A success: the envelope with `code: 1` and the call's `data`. */
export function Answer<T extends TSchema>(data: T) {
  return Type.Object(
    { code: Type.Literal(1), msg: Type.String(), data },
    { description: 'Success: the envelope with code 1.' },
  );
}

/** A failure: `code: 0` and a message in the caller's language; some carry data (a lifecycle refusal's reason). */
export const Refusal = Type.Object(
  {
    code: Type.Literal(0),
    msg: Type.String({ description: 'What went wrong, in the language of Accept-Language.' }),
    data: Type.Union([Type.Null(), Type.Object({})]),
  },
  { title: 'Refusal', description: 'Failure: the envelope with code 0.' },
);

/** The answers of an enveloped call: `data` on success, a refusal otherwise. */
export function replies<T extends TSchema>(data: T) {
  return { 200: Answer(data), '4xx': Refusal, '5xx': Refusal };
}

/** `data: null` of calls that answer nothing but success. */
export const Nothing = Type.Null();

/** The bearer token is required. */
export const BEARER: Record<string, string[]>[] = [{ bearer: [] }];
/** Anonymous, or signed in when a bearer is sent (answers then include the caller's view). */
export const OPTIONAL_BEARER: Record<string, string[]>[] = [{}, { bearer: [] }];

/** The content types a form call takes (the SDK sends form-encoded; files come multipart). */
export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];
export const MULTIPART = ['multipart/form-data'];

/** A list page of `item` with the paging fields of docs/api-contract.md. */
export function PageOf<T extends TSchema>(item: T, extra: TProperties = {}) {
  return Type.Object({
    list: Type.Array(item),
    page: Type.Optional(Type.Integer()),
    page_size: Type.Optional(Type.Integer()),
    has_more: Type.Optional(Type.Boolean()),
    next_cursor: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    ...extra,
  });
}

/** A timestamp in unix seconds. */
export const Unix = Type.Integer({ description: 'Unix seconds.' });
/** An absolute URL, or "" when there is none. */
export const Url = Type.String({ description: 'An absolute URL, or "" when there is none.' });
/** Money in fen (cents). */
export const Fen = Type.Integer({ description: 'Fen (1/100 yuan).' });

/** `schema` or null. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}
