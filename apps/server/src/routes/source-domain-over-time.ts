import { SourceDomainOverTimeQuery, SourceDomainOverTimeResponse } from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsCacheOf } from '../analytics-cache/cache-of-services.ts';
import { sendCached } from '../analytics-cache/send-cached.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { prepareSourceDomainOverTime } from '../use-cases/source-domain-over-time/get-source-domain-over-time.ts';

const Params = z.object({ id: z.string().min(1).max(64), domain: z.string().min(1).max(253) });

/** One cited domain over time, across every prompt and engine, with the tracked brands beside it (cached read). */
export const sourceDomainOverTimeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const cache = analyticsCacheOf(services);
  const url = '/v1/projects/:id/sources/domains/:domain/over-time';
  const body = serializerCompiler({ schema: SourceDomainOverTimeResponse, method: 'GET', url }) as (
    data: unknown,
  ) => string;
  app.get(
    url,
    {
      schema: {
        params: Params,
        querystring: SourceDomainOverTimeQuery,
        response: { 200: SourceDomainOverTimeResponse },
      },
    },
    async (request, reply) => {
      const { id, domain } = request.params;
      const read = await prepareSourceDomainOverTime(
        services,
        requireAuth(request),
        id,
        domain,
        request.query,
      );
      return sendCached(request, reply, cache, read, body);
    },
  );
};
