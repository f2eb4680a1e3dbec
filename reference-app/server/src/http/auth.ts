import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import { AppError } from '../kernel/errors.js';
import type { Role } from '../kernel/viewer.js';

/** Who is asking, once the bearer token checked out. */
export interface AuthContext {
  userId: number;
  role: Role;
  tokenId: number;
  /** The bearer token itself, kept only for the refresh call's equality check. */
  token: string;
}

export interface TokenVerifier {
  /** Resolves the token's owner, or throws an `unauthenticated` AppError. */
  verify(token: string): Promise<Omit<AuthContext, 'token'>>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** A preHandler that requires a valid bearer token and sets `request.auth`. */
export function authenticate(verifier: TokenVerifier): preHandlerHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthenticated', 'error.authRequired');
    const owner = await verifier.verify(token);
    request.auth = { ...owner, token };
  };
}

/** A preHandler (after `authenticate`) that lets only `role` through; 403 otherwise. */
export function requireRole(role: Role): preHandlerHookHandler {
  return async (request) => {
    if (!request.auth) throw new AppError('unauthenticated', 'error.authRequired');
    if (request.auth.role !== role) throw new AppError('forbidden', 'error.forbidden');
  };
}

/** The authenticated caller; only valid in handlers behind `authenticate`. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthenticated', 'error.authRequired');
  return request.auth;
}
