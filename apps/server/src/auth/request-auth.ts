import { UnauthorizedError } from '@sightline/contracts';
import type { AuthContext, TenantScope } from '@sightline/db';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and their memberships; null for anonymous requests. */
    auth: AuthContext | null;
  }
}

/** The signed-in caller, or a 401 UnauthorizedError. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError('Missing or invalid credentials');
  return request.auth;
}

/** The organizations whose documents the caller may see. */
export function tenantOf(auth: AuthContext): TenantScope {
  return { organizationIds: auth.memberships.map((m) => m.organizationId), userId: auth.user.id };
}
