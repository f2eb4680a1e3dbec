import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** The origin clients reach this server at: PUBLIC_URL, else the request's own. */
export function publicBase(request: FastifyRequest, config: Config): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
