import { Readable } from 'node:stream';
import {
  ChatExportQuery,
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
import { type LimitRule, takeLimits } from '../auth/rate-limit/take-limits.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { exportChats } from '../use-cases/dashboards/export-chats.ts';
import { prepareTopDomains } from '../use-cases/dashboards/get-top-domains.ts';
import { getWorkspaceOverview } from '../use-cases/dashboards/get-workspace-overview.ts';
import { listChats } from '../use-cases/dashboards/list-chats.ts';

const Params = z.object({ id: z.string().min(1).max(64) });

/** An export reads a project's whole history: a few a minute per account (counted in the database). */
export const chatExportLimit = (userId: number): LimitRule => ({
  key: `chat-export:${userId}`,
  max: 6,
  windowMs: 60_000,
  refundable: false,
});

const exportTypes = { csv: 'text/csv; charset=utf-8', jsonl: 'application/x-ndjson; charset=utf-8' } as const;

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

  // The answers as a file, streamed: a bad parameter or another organization's project fails before the first byte.
  app.get(
    '/v1/projects/:id/chats/export',
    { schema: { params: Params, querystring: ChatExportQuery } },
    async (request, reply) => {
      const auth = requireAuth(request);
      await takeLimits(services, [chatExportLimit(auth.user.id)]);
      const file = await exportChats(services, auth, request.params.id, request.query);
      return reply
        .type(exportTypes[file.format])
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(file.chunks, { objectMode: false }));
    },
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
