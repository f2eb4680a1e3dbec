import type { FastifyError, FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';
import { translate } from '../i18n/messages.js';
import { fail } from './envelope.js';
import { STATUS_BY_KIND } from './status.js';

const TOO_LARGE_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/** Every error becomes an envelope: known ones with their message, the rest a generic 500. */
export function registerErrorHandling(app: FastifyInstance, config: Config): void {
  const mb = Math.round((config.uploadMaxBytes / (1024 * 1024)) * 10) / 10;

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
      const params = error.key === 'error.uploadTooLarge' ? { mb, ...error.params } : error.params;
      return reply.code(STATUS_BY_KIND[error.kind]).send(fail(translate(locale, error.key, params)));
    }
    const code = typeof error.code === 'string' ? error.code : '';
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (TOO_LARGE_CODES.has(code) || status === 413) {
      return reply.code(413).send(fail(translate(locale, 'error.uploadTooLarge', { mb })));
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
