import { ChatDetailQuery, ChatDetailResponse, TrackingQuery, TrackingResponse } from '@sightline/contracts';
import { metricsVersion } from '@sightline/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { getChatDetail } from '../use-cases/analytics/get-chat-detail.ts';
import { getTracking } from '../use-cases/analytics/get-tracking.ts';

const Key = z.string().min(1).max(64);

/** Dashboard analytics: the tracking report and a chat with its facts. Any member of the organization may read. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/v1/projects/:id/tracking',
    {
      schema: {
        params: z.object({ id: Key }),
        querystring: TrackingQuery,
        response: { 200: TrackingResponse },
      },
    },
    async (request) => ({
      data: await getTracking(services, requireAuth(request), request.params.id, request.query),
      meta: { metricsVersion },
    }),
  );

  app.get(
    '/projects/:id/chats/:chatId',
    {
      schema: {
        params: z.object({ id: Key, chatId: Key }),
        querystring: ChatDetailQuery,
        response: { 200: ChatDetailResponse },
      },
    },
    async (request) => {
      const { id, chatId } = request.params;
      const raw = request.query.raw === 'true';
      return { data: await getChatDetail(services, requireAuth(request), id, chatId, { raw }), meta: {} };
    },
  );
};
