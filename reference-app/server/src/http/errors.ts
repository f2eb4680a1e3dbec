import { blockedWordsMessage } from '@marketplace/sdk/rules';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { type Config, FORM_BODY_LIMIT_BYTES } from '../config.js';
import { type Locale, type MessageKey, pickLocale, translate } from '../i18n/messages.js';
import { AppError, LifecycleError, TextRefusedError } from '../kernel/errors.js';
import { fail } from './envelope.js';
import { STATUS_BY_KIND } from './status.js';

const TOO_MANY_PARTS_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

/** Schema keywords naming the message of a refused field when it is not the usual one. */
export const MISSING_MESSAGE = 'x-missing';
export const INVALID_MESSAGE = 'x-invalid';

/** Ajv as the route schemas need it: errors carry their schema, and the message keywords are known. */
export const schemaValidatorOptions = { verbose: true, keywords: [MISSING_MESSAGE, INVALID_MESSAGE] };

function messageKey(schema: unknown, keyword: string): MessageKey | undefined {
  const key = (schema as Record<string, unknown> | undefined)?.[keyword];
  return typeof key === 'string' ? (key as MessageKey) : undefined;
}

/**
 * A field a route's schema refused, in the words the services use for it: a missing field is
 * `error.required`, any other refusal `error.invalid`, both naming the field, unless the field's
 * schema names its own message (`x-missing`, `x-invalid`).
 */
function validationMessage(locale: Locale, errors: FastifySchemaValidationError[]): string {
  const [first] = errors as (FastifySchemaValidationError & { parentSchema?: Record<string, unknown> })[];
  if (!first) return translate(locale, 'error.badRequest');
  const missing = first.keyword === 'required' ? first.params.missingProperty : undefined;
  if (typeof missing === 'string') {
    const property = (first.parentSchema?.properties as Record<string, unknown> | undefined)?.[missing];
    const key = messageKey(property, MISSING_MESSAGE) ?? 'error.required';
    return translate(locale, key, { field: missing });
  }
  const [name] = first.instancePath.split('/').filter(Boolean);
  if (name === undefined) return translate(locale, 'error.badRequest');
  // A refused choice reports each branch first, then the union that carries the message.
  const key = errors
    .filter((error) => error.instancePath === first.instancePath)
    .map((error) => messageKey((error as typeof first).parentSchema, INVALID_MESSAGE))
    .find((found) => found !== undefined);
  return translate(locale, key ?? 'error.invalid', { field: name });
}

/**
 * URLs the router cannot take apart (bad percent-encoding, a path parameter over its length
 * limit) answer an envelope in the caller's language like every other refusal; these come before
 * the request hooks, so the locale is read here.
 */
export function refuseUnroutableUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const locale = pickLocale(request.headers['accept-language']);
  void reply.code(status).send(fail(translate(locale, 'error.badRequest')));
}

/** Every error becomes an envelope: known ones with their message, the rest a generic 500. */
export function registerErrorHandling(app: FastifyInstance, config: Config): void {
  const mb = megabytes(config.uploadMaxBytes);

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
      if (error.kind === 'unavailable') {
        // A provider that failed is an error; one that is not configured was warned about at start.
        if (error.cause instanceof Error) request.log.error({ err: error.cause }, 'provider unavailable');
        else request.log.warn('provider unavailable');
      }
      const params = error.key === 'error.uploadTooLarge' ? { mb, ...error.params } : error.params;
      return reply.code(STATUS_BY_KIND[error.kind]).send(fail(translate(locale, error.key, params)));
    }
    const code = typeof error.code === 'string' ? error.code : '';
    if (error.validation) {
      request.log.info({ code, context: error.validationContext }, 'refused by the route schema');
      return reply.code(400).send(fail(validationMessage(locale, error.validation)));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send(fail(translate(locale, 'error.uploadTooLarge', { mb })));
    }
    if (TOO_MANY_PARTS_CODES.has(code)) {
      return reply.code(413).send(fail(translate(locale, 'error.tooManyParts')));
    }
    if (status === 413) {
      const limit = megabytes(FORM_BODY_LIMIT_BYTES);
      return reply.code(413).send(fail(translate(locale, 'error.bodyTooLarge', { mb: limit })));
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.code(415).send(fail(translate(locale, 'error.unsupportedType')));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code, status }, 'rejected malformed request');
      return reply.code(400).send(fail(translate(locale, 'error.badRequest')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(translate(locale, 'error.internal')));
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.code(404).send(fail(translate(request.locale, 'error.notFound')));
  });
}

/**
 * Refusals of the lifecycle and of the blocked-words rule, in the caller's language, for the
 * routes of `scope` (orders, tasks, payments, evaluations): `data: { reason }` beside `msg`.
 */
export function registerLifecycleErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error, request, reply) => {
    if (error instanceof TextRefusedError) {
      return reply.code(400).send(fail(blockedWordsMessage(error.category, request.locale)));
    }
    if (error instanceof LifecycleError) {
      const status = { forbidden: 403, conflict: 409, invalid: 400 }[error.kind as 'forbidden'];
      return reply.code(status).send({
        code: 0,
        msg: translate(request.locale, error.reason),
        data: { reason: error.reason, ...error.data },
      });
    }
    throw error;
  });
}
