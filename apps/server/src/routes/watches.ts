import {
  ChatListQuery,
  ChatListResponse,
  WatchBody,
  WatchDetailResponse,
  WatchListQuery,
  WatchListResponse,
  WatchPreviewBody,
  WatchPreviewResponse,
  WatchResponse,
} from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { deleteWatch } from '../use-cases/watches/delete-watch.ts';
import { getWatch } from '../use-cases/watches/get-watch.ts';
import { listWatchChats } from '../use-cases/watches/list-watch-chats.ts';
import { listWatches } from '../use-cases/watches/list-watches.ts';
import { previewWatch } from '../use-cases/watches/preview-watch.ts';
import { saveWatch } from '../use-cases/watches/save-watch.ts';

const Params = z.object({ id: z.string().min(1).max(64) });
const WatchParams = Params.extend({ watchId: z.string().min(1).max(64) });

/**
 * Watches: the spec's `GET /api/projects/:id/watches` (any member), a watch's detail and answers, and the editors'
 * create, preview, change and delete. Another organization's project or watch is a 404.
 */
export const watchRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/projects/:id/watches',
    { schema: { params: Params, querystring: WatchListQuery, response: { 200: WatchListResponse } } },
    (request) => listWatches(services, requireAuth(request), request.params.id, request.query),
  );

  app.post(
    '/v1/projects/:id/watches',
    { schema: { params: Params, body: WatchBody, response: { 200: WatchResponse } } },
    (request) => saveWatch(services, requireAuth(request), request.params.id, undefined, request.body),
  );

  app.post(
    '/v1/projects/:id/watches/preview',
    { schema: { params: Params, body: WatchPreviewBody, response: { 200: WatchPreviewResponse } } },
    (request) => previewWatch(services, requireAuth(request), request.params.id, request.body),
  );

  app.get(
    '/v1/projects/:id/watches/:watchId',
    { schema: { params: WatchParams, querystring: WatchListQuery, response: { 200: WatchDetailResponse } } },
    (request) =>
      getWatch(services, requireAuth(request), request.params.id, request.params.watchId, request.query),
  );

  app.put(
    '/v1/projects/:id/watches/:watchId',
    { schema: { params: WatchParams, body: WatchBody, response: { 200: WatchResponse } } },
    (request) =>
      saveWatch(services, requireAuth(request), request.params.id, request.params.watchId, request.body),
  );

  app.delete('/v1/projects/:id/watches/:watchId', { schema: { params: WatchParams } }, async (request) => {
    await deleteWatch(services, requireAuth(request), request.params.id, request.params.watchId);
    return { data: null, meta: {} };
  });

  app.get(
    '/v1/projects/:id/watches/:watchId/chats',
    { schema: { params: WatchParams, querystring: ChatListQuery, response: { 200: ChatListResponse } } },
    (request) =>
      listWatchChats(
        services,
        requireAuth(request),
        request.params.id,
        request.params.watchId,
        request.query,
      ),
  );
};
