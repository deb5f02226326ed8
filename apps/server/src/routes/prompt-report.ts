import { PromptReportQuery, PromptReportResponse, PromptSearchesResponse } from '@sightline/contracts';
import { metricsVersion } from '@sightline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsCacheOf } from '../analytics-cache/cache-of-services.ts';
import { sendCached } from '../analytics-cache/send-cached.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { preparePromptReport } from '../use-cases/prompts/get-prompt-report.ts';
import { preparePromptSearches } from '../use-cases/prompts/get-prompt-searches.ts';

/**
 * One prompt's report (`/prompts/{id}`): any member of the prompt's organization may read it; another
 * organization's prompt is a 404. Answered from the analytics cache with an ETag, like the tracking report.
 */
export const promptReportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const cache = analyticsCacheOf(services);
  const url = '/v1/prompts/:id/report';
  const body = serializerCompiler({ schema: PromptReportResponse, method: 'GET', url }) as (
    data: unknown,
  ) => string;
  app.get(
    url,
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: PromptReportQuery,
        response: { 200: PromptReportResponse },
      },
    },
    async (request, reply) => {
      const read = await preparePromptReport(
        services,
        requireAuth(request),
        request.params.id,
        request.query,
      );
      return sendCached(request, reply, cache, read, (data) => body({ data, meta: { metricsVersion } }));
    },
  );

  // What the engines searched for the prompt (fan-out), under the same range and engines.
  const searchesUrl = '/v1/prompts/:id/searches';
  const searchesBody = serializerCompiler({
    schema: PromptSearchesResponse,
    method: 'GET',
    url: searchesUrl,
  }) as (data: unknown) => string;
  app.get(
    searchesUrl,
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: PromptReportQuery,
        response: { 200: PromptSearchesResponse },
      },
    },
    async (request, reply) => {
      const read = await preparePromptSearches(
        services,
        requireAuth(request),
        request.params.id,
        request.query,
      );
      return sendCached(request, reply, cache, read, (data) => searchesBody({ data, meta: {} }));
    },
  );
};
