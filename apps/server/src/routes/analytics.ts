import {
  ChatDetailQuery,
  ChatDetailResponse,
  PromptEngineQuery,
  PromptEngineResponse,
  TrackingQuery,
  TrackingResponse,
} from '@sightline/contracts';
import { metricsVersion } from '@sightline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsCacheOf } from '../analytics-cache/cache-of-services.ts';
import { sendCached } from '../analytics-cache/send-cached.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { prepareChatDetail } from '../use-cases/analytics/get-chat-detail.ts';
import { preparePromptChatDetail } from '../use-cases/analytics/get-prompt-chat-detail.ts';
import { preparePromptEngineTable } from '../use-cases/analytics/get-prompt-engine-table.ts';
import { prepareTracking } from '../use-cases/analytics/get-tracking.ts';

const Key = z.string().min(1).max(64);

/** The route's response serializer (the one fastify would apply), to serialize a body once for the cache. */
const serializerOf = (schema: z.ZodType, url: string) =>
  serializerCompiler({ schema, method: 'GET', url }) as (data: unknown) => string;

/**
 * Dashboard analytics: the tracking report, its prompt × engine table, and a chat with its facts (by its project, or
 * by its prompt). Any member of the organization may read.
 * Authorized first, then answered from the process's analytics cache (keyed by the project's data version) with an
 * ETag, or 304 when the browser's copy is current.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const cache = analyticsCacheOf(services);

  const trackingUrl = '/v1/projects/:id/tracking';
  const trackingBody = serializerOf(TrackingResponse, trackingUrl);
  app.get(
    trackingUrl,
    {
      schema: {
        params: z.object({ id: Key }),
        querystring: TrackingQuery,
        response: { 200: TrackingResponse },
      },
    },
    async (request, reply) => {
      const read = await prepareTracking(services, requireAuth(request), request.params.id, request.query);
      return sendCached(request, reply, cache, read, (data) =>
        trackingBody({ data, meta: { metricsVersion } }),
      );
    },
  );

  const promptsUrl = '/v1/projects/:id/tracking/prompts';
  const promptsBody = serializerOf(PromptEngineResponse, promptsUrl);
  app.get(
    promptsUrl,
    {
      schema: {
        params: z.object({ id: Key }),
        querystring: PromptEngineQuery,
        response: { 200: PromptEngineResponse },
      },
    },
    async (request, reply) => {
      const read = await preparePromptEngineTable(
        services,
        requireAuth(request),
        request.params.id,
        request.query,
      );
      return sendCached(request, reply, cache, read, (data) =>
        promptsBody({ data, meta: { metricsVersion } }),
      );
    },
  );

  // One answer with its facts, reached through its project or through its prompt (the same body and cache).
  const chatRoutes = [
    ['/projects/:id/chats/:chatId', prepareChatDetail],
    ['/prompts/:id/chats/:chatId', preparePromptChatDetail],
  ] as const;
  for (const [url, prepare] of chatRoutes) {
    const body = serializerOf(ChatDetailResponse, url);
    app.get(
      url,
      {
        schema: {
          params: z.object({ id: Key, chatId: Key }),
          querystring: ChatDetailQuery,
          response: { 200: ChatDetailResponse },
        },
      },
      async (request, reply) => {
        const { id, chatId } = request.params;
        const raw = request.query.raw === 'true';
        const read = await prepare(services, requireAuth(request), id, chatId, { raw });
        return sendCached(request, reply, cache, read, (data) => body({ data, meta: {} }));
      },
    );
  }
};
