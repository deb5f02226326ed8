import { UnauthorizedError } from '@sightline/contracts';
import { loadAuthContext } from '@sightline/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../services.ts';

/**
 * Reads `Authorization: Bearer <jwt>` on every request. A token that is tampered, expired, unsigned, issued
 * before the last password change, or for a blocked or deleted user answers 401. No header: anonymous.
 */
async function authentication(app: FastifyInstance, { services }: { services: Services }) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token)
      throw new UnauthorizedError('Invalid authorization header');
    const claims = await services.tokens.verify(token);
    const context = await loadAuthContext(services.db, claims.userId);
    if (!context || context.user.tokenVersion !== claims.tokenVersion)
      throw new UnauthorizedError('Invalid token');
    if (context.user.blocked) throw new UnauthorizedError('Your account has been blocked');
    request.auth = context;
  });
}

export default fp(authentication, { name: 'authentication' });
