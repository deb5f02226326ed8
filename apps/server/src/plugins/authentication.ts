import { AppError, UnauthorizedError } from '@sightline/contracts';
import { loadSessionContext } from '@sightline/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { VerifiedSession } from '../auth/session-tokens.ts';
import type { Services } from '../services.ts';

/**
 * Reads `Authorization: Bearer <jwt>` on every request. A token that is tampered, expired, unsigned, lacking its
 * expiry or id, signed out, issued before the last password change, or for a blocked or deleted user makes the
 * request anonymous and is remembered as the reason: endpoints that need a user answer 401 with it (`requireAuth`),
 * public endpoints (health, docs, sign-in, registration) answer as they would without the header.
 */
async function authentication(app: FastifyInstance, { services }: { services: Services }) {
  app.decorateRequest('auth', null);
  app.decorateRequest('session', null);
  app.decorateRequest('authFailure', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    try {
      await authenticate(services, request, header);
    } catch (error) {
      if (!(error instanceof AppError)) throw error; // the database failing is not the caller's fault
      request.authFailure = error;
    }
  });
}

async function authenticate(services: Services, request: FastifyRequest, header: string) {
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) {
    throw new UnauthorizedError('Invalid authorization header');
  }
  const session: VerifiedSession = await services.tokens.verify(token);
  const context = await loadSessionContext(services.db, session.userId, session.tokenId);
  if (!context || context.revoked || context.user.tokenVersion !== session.tokenVersion) {
    throw new UnauthorizedError('Invalid token');
  }
  if (context.user.blocked) throw new UnauthorizedError('Your account has been blocked');
  request.auth = { user: context.user, memberships: context.memberships };
  request.session = session;
}

export default fp(authentication, { name: 'authentication' });
