import { ContentAnalyticsQuery, ContentAnalyticsResponse } from '@sightline/contracts';
import { metricsVersion } from '@sightline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsCacheOf } from '../analytics-cache/cache-of-services.ts';
import { sendCached } from '../analytics-cache/send-cached.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { prepareContentAnalytics } from '../use-cases/content-analytics/get-content-analytics.ts';

const Params = z.object({ id: z.string().min(1).max(64) });

/**
 * The content types of the pages a project's answers cite (`/analytics/content`). Any member of the organization may
 * read it; another organization's project is a 404. Answered from the analytics cache with an ETag, like the other
 * analytics reads.
 */
export const contentAnalyticsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const cache = analyticsCacheOf(services);
  const url = '/projects/:id/content-analytics';
  const body = serializerCompiler({ schema: ContentAnalyticsResponse, method: 'GET', url }) as (
    data: unknown,
  ) => string;
  app.get(
    url,
    {
      schema: {
        params: Params,
        querystring: ContentAnalyticsQuery,
        response: { 200: ContentAnalyticsResponse },
      },
    },
    async (request, reply) => {
      const read = await prepareContentAnalytics(
        services,
        requireAuth(request),
        request.params.id,
        request.query,
      );
      return sendCached(request, reply, cache, read, (data) => body({ data, meta: { metricsVersion } }));
    },
  );
};
