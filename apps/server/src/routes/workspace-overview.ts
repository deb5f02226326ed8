import { WorkspaceOverviewQuery, WorkspaceOverviewResponse } from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { getWorkspaceOverview } from '../use-cases/workspace-overview/get-workspace-overview.ts';

const Params = z.object({ id: z.string().min(1).max(64) });

/**
 * A page of a workspace's projects at a glance, sorted by the server. Any member of the organization may read it;
 * another's is a 404.
 */
export const workspaceOverviewRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/v1/workspaces/:id/overview',
    {
      schema: {
        params: Params,
        querystring: WorkspaceOverviewQuery,
        response: { 200: WorkspaceOverviewResponse },
      },
    },
    async (request) => getWorkspaceOverview(services, requireAuth(request), request.params.id, request.query),
  );
};
