import { CitationAnalyticsQuery, CitationAnalyticsResponse } from '@sightline/contracts';
import { metricsVersion } from '@sightline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsCacheOf } from '../analytics-cache/cache-of-services.ts';
import { sendCached } from '../analytics-cache/send-cached.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { prepareCitationAnalytics } from '../use-cases/citation-analytics/get-citation-analytics.ts';

/**
 * Owned citation analytics of a project (`/analytics/citations`): any member of the organization may read it;
 * another organization's project is a 404. Answered from the analytics cache with an ETag, like the tracking report.
 */
export const citationAnalyticsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const cache = analyticsCacheOf(services);
  const url = '/projects/:id/citation-analytics';
  const body = serializerCompiler({ schema: CitationAnalyticsResponse, method: 'GET', url }) as (
    data: unknown,
  ) => string;
  app.get(
    url,
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: CitationAnalyticsQuery,
        response: { 200: CitationAnalyticsResponse },
      },
    },
    async (request, reply) => {
      const read = await prepareCitationAnalytics(
        services,
        requireAuth(request),
        request.params.id,
        request.query,
      );
      return sendCached(request, reply, cache, read, (data) => body({ data, meta: { metricsVersion } }));
    },
  );
};
