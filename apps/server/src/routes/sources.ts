import {
  ChatListResponse,
  ChatsByDomainQuery,
  ChatsByUrlQuery,
  SourceDomainCorrectionBody,
  SourceDomainCorrectionResponse,
  SourceDomainsQuery,
  SourceDomainsReadingBody,
  SourceDomainsReadingResponse,
  SourceDomainsResponse,
  SourceDomainsTrendBody,
  SourceDomainsTrendResponse,
  SourceUrlCorrectionBody,
  SourceUrlCorrectionResponse,
  SourceUrlsQuery,
  SourceUrlsResponse,
  SourceUrlsTrendBody,
  SourceUrlsTrendResponse,
} from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsCacheOf } from '../analytics-cache/cache-of-services.ts';
import { sendCached } from '../analytics-cache/send-cached.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { correctSourceDomain } from '../use-cases/sources/correct-source-domain.ts';
import { correctSourceUrl } from '../use-cases/sources/correct-source-url.ts';
import { getSourceDomainsReading } from '../use-cases/sources/get-source-reading.ts';
import { getSourceDomainsTrend, getSourceUrlsTrend } from '../use-cases/sources/get-source-trend.ts';
import { listChatsByDomain, listChatsByUrl } from '../use-cases/sources/list-citing-chats.ts';
import { prepareSourceDomains } from '../use-cases/sources/list-source-domains.ts';
import { prepareSourceUrls } from '../use-cases/sources/list-source-urls.ts';

const Params = z.object({ id: z.string().min(1).max(64) });
const DomainParams = Params.extend({ domain: z.string().min(1).max(253) });

/**
 * The spec's source calls: which domains and pages the engines cite. Any member of the organization may read them;
 * another organization's project is a 404.
 */
export const sourceRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const cache = analyticsCacheOf(services);

  const domainsUrl = '/projects/:id/sources-by-domain';
  const domainsBody = serializerCompiler({
    schema: SourceDomainsResponse,
    method: 'GET',
    url: domainsUrl,
  }) as (data: unknown) => string;
  app.get(
    domainsUrl,
    { schema: { params: Params, querystring: SourceDomainsQuery, response: { 200: SourceDomainsResponse } } },
    async (request, reply) => {
      const read = await prepareSourceDomains(
        services,
        requireAuth(request),
        request.params.id,
        request.query,
      );
      return sendCached(request, reply, cache, read, domainsBody);
    },
  );

  app.put(
    '/v1/projects/:id/source-domains/:domain',
    {
      schema: {
        params: DomainParams,
        body: SourceDomainCorrectionBody,
        response: { 200: SourceDomainCorrectionResponse },
      },
    },
    (request) =>
      correctSourceDomain(
        services,
        requireAuth(request),
        request.params.id,
        request.params.domain,
        request.body,
      ),
  );

  app.get(
    '/projects/:id/chats-by-domain',
    { schema: { params: Params, querystring: ChatsByDomainQuery, response: { 200: ChatListResponse } } },
    (request) => listChatsByDomain(services, requireAuth(request), request.params.id, request.query),
  );

  app.get(
    '/projects/:id/chats-by-url',
    { schema: { params: Params, querystring: ChatsByUrlQuery, response: { 200: ChatListResponse } } },
    (request) => listChatsByUrl(services, requireAuth(request), request.params.id, request.query),
  );

  app.post(
    '/v1/projects/:id/source-domains-trend',
    {
      schema: { params: Params, body: SourceDomainsTrendBody, response: { 200: SourceDomainsTrendResponse } },
    },
    (request) => getSourceDomainsTrend(services, requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/v1/projects/:id/source-domains-reading',
    {
      schema: {
        params: Params,
        body: SourceDomainsReadingBody,
        response: { 200: SourceDomainsReadingResponse },
      },
    },
    (request) => getSourceDomainsReading(services, requireAuth(request), request.params.id, request.body),
  );

  const urlsUrl = '/projects/:id/sources';
  const urlsBody = serializerCompiler({ schema: SourceUrlsResponse, method: 'GET', url: urlsUrl }) as (
    data: unknown,
  ) => string;
  app.get(
    urlsUrl,
    { schema: { params: Params, querystring: SourceUrlsQuery, response: { 200: SourceUrlsResponse } } },
    async (request, reply) => {
      const read = await prepareSourceUrls(services, requireAuth(request), request.params.id, request.query);
      return sendCached(request, reply, cache, read, urlsBody);
    },
  );

  app.post(
    '/v1/projects/:id/source-urls-trend',
    { schema: { params: Params, body: SourceUrlsTrendBody, response: { 200: SourceUrlsTrendResponse } } },
    (request) => getSourceUrlsTrend(services, requireAuth(request), request.params.id, request.body),
  );

  app.put(
    '/v1/projects/:id/source-urls',
    {
      schema: {
        params: Params,
        body: SourceUrlCorrectionBody,
        response: { 200: SourceUrlCorrectionResponse },
      },
    },
    (request) => correctSourceUrl(services, requireAuth(request), request.params.id, request.body),
  );
};
