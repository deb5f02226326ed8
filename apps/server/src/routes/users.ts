import { RestQuery } from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { findMe } from '../use-cases/users/find-me.ts';

export const userRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  /**
   * The signed-in user, bare (not wrapped in `data`), honouring `populate` and `fields`; `populate` may name
   * `selection` for the session's member, workspace, project, recent projects and the header's lists in one answer.
   */
  app.get(
    '/users/me',
    { schema: { querystring: RestQuery.pick({ populate: true, fields: true }).strict() } },
    async (request) => {
      const auth = requireAuth(request);
      return findMe(services, auth, request.query);
    },
  );
};
