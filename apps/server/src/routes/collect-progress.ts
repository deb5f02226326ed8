import { CollectProgressResponse } from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { collectProgress } from '../use-cases/collection/collect-progress.ts';

/** `GET /api/v1/projects/:id/collect-progress`: the project's backfill and unfinished collects (see the use-case). */
export const collectProgressRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/v1/projects/:id/collect-progress',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: CollectProgressResponse },
      },
    },
    async (request) => collectProgress(services, requireAuth(request), request.params.id),
  );
};
