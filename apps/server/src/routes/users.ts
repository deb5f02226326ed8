import { RestQuery } from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { publicUser } from '../use-cases/auth/session-response.ts';

export const userRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  /** The signed-in user, bare (not wrapped in `data`), honouring `populate` and `fields`. */
  app.get(
    '/users/me',
    { schema: { querystring: RestQuery.pick({ populate: true, fields: true }).strict() } },
    async (request) => {
      const auth = requireAuth(request);
      return publicUser(services, auth.user.id, request.query);
    },
  );
};
