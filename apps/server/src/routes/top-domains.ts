import { TopDomainsQuery, TopDomainsResponse } from '@sightline/contracts';
import { metricsVersion } from '@sightline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsCacheOf } from '../analytics-cache/cache-of-services.ts';
import { sendCached } from '../analytics-cache/send-cached.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { prepareTopDomains } from '../use-cases/sources/get-top-domains.ts';

const Params = z.object({ id: z.string().min(1).max(64) });

/** A project's most cited domains (the dashboard's list). Any member may read it; another organization's is a 404. */
export const topDomainRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const cache = analyticsCacheOf(services);
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
