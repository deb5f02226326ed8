import {
  ChatListQuery,
  ChatListResponse,
  TopDomainsQuery,
  TopDomainsResponse,
  WorkspaceOverviewResponse,
} from '@sightline/contracts';
import { metricsVersion } from '@sightline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsCacheOf } from '../analytics-cache/cache-of-services.ts';
import { sendCached } from '../analytics-cache/send-cached.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { prepareTopDomains } from '../use-cases/dashboards/get-top-domains.ts';
import { getWorkspaceOverview } from '../use-cases/dashboards/get-workspace-overview.ts';
import { listChats } from '../use-cases/dashboards/list-chats.ts';

const Params = z.object({ id: z.string().min(1).max(64) });

/**
 * Dashboard reads beside the tracking report: the workspace overview, the answers behind a number and the most cited
 * domains. Any member of the organization may read them; another organization's workspace or project is a 404.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const cache = analyticsCacheOf(services);

  app.get(
    '/v1/workspaces/:id/overview',
    { schema: { params: Params, response: { 200: WorkspaceOverviewResponse } } },
    async (request) => ({
      data: await getWorkspaceOverview(services, requireAuth(request), request.params.id),
      meta: { metricsVersion },
    }),
  );

  app.get(
    '/v1/projects/:id/chats',
    { schema: { params: Params, querystring: ChatListQuery, response: { 200: ChatListResponse } } },
    (request) => listChats(services, requireAuth(request), request.params.id, request.query),
  );

  const domainsUrl = '/v1/projects/:id/top-domains';
  const domainsBody = serializerCompiler({ schema: TopDomainsResponse, method: 'GET', url: domainsUrl }) as (
    data: unknown,
  ) => string;
  app.get(
    domainsUrl,
    { schema: { params: Params, querystring: TopDomainsQuery, response: { 200: TopDomainsResponse } } },
    async (request, reply) => {
      const read = await prepareTopDomains(services, requireAuth(request), request.params.id, request.query);
      return sendCached(request, reply, cache, read, (data) =>
        domainsBody({ data, meta: { metricsVersion } }),
      );
    },
  );
};
