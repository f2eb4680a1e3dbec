import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../kernel/errors.js';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The file parts of a multipart body, read aside before validation (see `registerFormFields`). */
    uploads: Record<string, UploadedFile> | null;
  }
}

interface FormInput {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Flattens a parsed query or body into string fields; repeated keys keep the first value. */
function toFields(source: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (source === null || typeof source !== 'object') return fields;
  for (const [key, raw] of Object.entries(source as Record<string, unknown>)) {
    const value = Array.isArray(raw) ? scalar(raw[0]) : scalar(raw);
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

/** Errors of Fastify and its plugins carry an `FST_` code and a status the error handler maps. */
function isFastifyError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('FST_');
}

/**
 * Reads a form-encoded (or JSON) body, or a multipart body with its files. File parts are read
 * into memory up to the configured upload limit; a larger file answers 413. A malformed
 * multipart body (no boundary, cut short, broken part headers) answers 400: the parser throws
 * plain errors for those, which would otherwise be a 500. A file part sent with an empty
 * filename (a browser's empty file input) counts as no file.
 */
async function readForm(request: FastifyRequest): Promise<FormInput> {
  if (!request.isMultipart()) return { fields: toFields(request.body), files: {} };
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.filename === '' && data.length === 0) continue;
        if (!(part.fieldname in files))
          files[part.fieldname] = { field: part.fieldname, filename: part.filename, data };
      } else if (!(part.fieldname in fields)) {
        const value = scalar(part.value);
        if (value !== undefined) fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('tooLarge', 'error.uploadTooLarge');
    }
    if (error instanceof AppError || isFastifyError(error)) throw error;
    throw new AppError('invalid', 'error.badRequest');
  }
  return { fields, files };
}

/**
 * Before validation, every body and query becomes flat string fields, whatever the encoding
 * (form, JSON, multipart: repeated keys keep the first value), so a route's schema sees the
 * fields its handler reads. A multipart body is read here, its files set aside in
 * `request.uploads`; authentication runs before (onRequest), so nobody unknown uploads a file.
 */
export function registerFormFields(app: FastifyInstance): void {
  app.decorateRequest('uploads', null);
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (schema?.params) refuseUnstorable(request.params);
    if (schema?.querystring) request.query = refuseUnstorable(toFields(request.query));
    // A body declared as a string (a provider's signed notification) stays exactly as sent.
    if (!schema?.body || (schema.body as { type?: unknown }).type === 'string') return;
    const { fields, files } = await readForm(request);
    request.body = withIdempotencyHeader(request, schema.body, refuseUnstorable(fields));
    request.uploads = files;
  });
}

/** A NUL character (PostgreSQL text cannot hold it) or half of a surrogate pair (not text at all). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses a field that no column can store as sent, naming it, before any service reads it: such
 * a value would otherwise fail in the database (a 500) or be silently altered.
 */
function refuseUnstorable<T>(fields: T): T {
  if (fields === null || typeof fields !== 'object') return fields;
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof value === 'string' && UNSTORABLE.test(value)) {
      throw new AppError('invalid', 'error.invalid', { field: name });
    }
  }
  return fields;
}

/** The body fields that carry a client's idempotency key, by the name each call gives it. */
const KEY_FIELDS = ['idempotency_key', 'client_key'] as const;

/**
 * The standard `Idempotency-Key` header, for every call whose body takes a key
 * (`idempotency_key`, or the chat's `client_key`): it fills the field when the body has none.
 * Sent both ways with different values, the call is refused (400 naming the field) rather than
 * guessing which retry is meant.
 */
function withIdempotencyHeader(
  request: FastifyRequest,
  bodySchema: unknown,
  fields: Record<string, string>,
): Record<string, string> {
  const header = request.headers['idempotency-key'];
  if (typeof header !== 'string' || header.trim() === '') return fields;
  const properties = (bodySchema as { properties?: Record<string, unknown> }).properties ?? {};
  const name = KEY_FIELDS.find((key) => key in properties);
  if (!name) return fields;
  const sent = fields[name]?.trim();
  if (sent && sent !== header.trim()) throw new AppError('invalid', 'error.invalid', { field: name });
  return { ...fields, [name]: header.trim() };
}

/** The trimmed value of `name`, or undefined when absent or blank. */
export function field(
  fields: Readonly<Record<string, string | undefined>>,
  name: string,
): string | undefined {
  const value = fields[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}
