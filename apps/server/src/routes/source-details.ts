import {
  SourceDomainDetailQuery,
  SourceDomainDetailResponse,
  SourceTypesQuery,
  SourceTypesResponse,
  SourceUrlDetailQuery,
  SourceUrlDetailResponse,
} from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsCacheOf } from '../analytics-cache/cache-of-services.ts';
import { sendCached } from '../analytics-cache/send-cached.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { prepareSourceDomain } from '../use-cases/sources/get-source-domain.ts';
import { getSourceTypes } from '../use-cases/sources/get-source-types.ts';
import { prepareSourceUrl } from '../use-cases/sources/get-source-url.ts';
import { sourceDomainOverTimeRoutes } from './source-domain-over-time.ts';

const Params = z.object({ id: z.string().min(1).max(64) });
const DomainParams = Params.extend({ domain: z.string().min(1).max(253) });

/**
 * One domain's and one page's screens (their measures, engines, brands and prompts over a range; cached reads), and
 * the source types of every citation; a domain over time (its own routes file).
 */
export const sourceDetailRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const cache = analyticsCacheOf(services);

  const domainUrl = '/projects/:id/source-domains/:domain';
  const domainBody = serializerCompiler({
    schema: SourceDomainDetailResponse,
    method: 'GET',
    url: domainUrl,
  }) as (data: unknown) => string;
  app.get(
    domainUrl,
    {
      schema: {
        params: DomainParams,
        querystring: SourceDomainDetailQuery,
        response: { 200: SourceDomainDetailResponse },
      },
    },
    async (request, reply) => {
      const { id, domain } = request.params;
      const read = await prepareSourceDomain(services, requireAuth(request), id, domain, request.query);
      return sendCached(request, reply, cache, read, domainBody);
    },
  );

  const pageUrl = '/projects/:id/source-url';
  const pageBody = serializerCompiler({ schema: SourceUrlDetailResponse, method: 'GET', url: pageUrl }) as (
    data: unknown,
  ) => string;
  app.get(
    pageUrl,
    {
      schema: {
        params: Params,
        querystring: SourceUrlDetailQuery,
        response: { 200: SourceUrlDetailResponse },
      },
    },
    async (request, reply) => {
      const read = await prepareSourceUrl(services, requireAuth(request), request.params.id, request.query);
      return sendCached(request, reply, cache, read, pageBody);
    },
  );

  await app.register(sourceDomainOverTimeRoutes, { services });

  app.get(
    '/projects/:id/source-types',
    { schema: { params: Params, querystring: SourceTypesQuery, response: { 200: SourceTypesResponse } } },
    (request) => getSourceTypes(services, requireAuth(request), request.params.id, request.query),
  );
};
