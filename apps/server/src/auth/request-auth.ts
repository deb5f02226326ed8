import { type AppError, UnauthorizedError } from '@sightline/contracts';
import type { AuthContext, TenantScope } from '@sightline/db';
import type { FastifyRequest } from 'fastify';
import type { VerifiedSession } from './session-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and their memberships; null for anonymous requests. */
    auth: AuthContext | null;
    /** The session token the request was authenticated with; null for anonymous requests. */
    session: VerifiedSession | null;
    /** Why the request's Authorization header was not accepted (it is then anonymous); null otherwise. */
    authFailure: AppError | null;
  }
}

/** The signed-in caller, or a 401 UnauthorizedError (saying what was wrong with the credentials, if any were sent). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw request.authFailure ?? new UnauthorizedError('Missing or invalid credentials');
  return request.auth;
}

/** The organizations whose documents the caller may see. */
export function tenantOf(auth: AuthContext): TenantScope {
  return { organizationIds: auth.memberships.map((m) => m.organizationId), userId: auth.user.id };
}
