import { Readable } from 'node:stream';
import { ChatExportQuery, ChatListQuery, ChatListResponse } from '@sightline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type LimitRule, takeLimits } from '../auth/rate-limit/take-limits.ts';
import { requireAuth } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';
import { exportChats } from '../use-cases/answer-list/export-chats.ts';
import { listChats } from '../use-cases/answer-list/list-chats.ts';

const Params = z.object({ id: z.string().min(1).max(64) });

/** An export reads a project's whole history: a few a minute per account (counted in the database). */
export const chatExportLimit = (userId: number): LimitRule => ({
  key: `chat-export:${userId}`,
  max: 6,
  windowMs: 60_000,
  refundable: false,
});

const exportTypes = { csv: 'text/csv; charset=utf-8', jsonl: 'application/x-ndjson; charset=utf-8' } as const;

/**
 * The answers behind a number, a page at a time or as a file. Any member of the organization may read them; another
 * organization's project is a 404.
 */
export const answerListRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/v1/projects/:id/chats',
    { schema: { params: Params, querystring: ChatListQuery, response: { 200: ChatListResponse } } },
    (request) => listChats(services, requireAuth(request), request.params.id, request.query),
  );

  // The answers as a file, streamed: a bad parameter or another organization's project fails before the first byte.
  app.get(
    '/v1/projects/:id/chats/export',
    { schema: { params: Params, querystring: ChatExportQuery } },
    async (request, reply) => {
      const auth = requireAuth(request);
      await takeLimits(services, [chatExportLimit(auth.user.id)]);
      const file = await exportChats(services, auth, request.params.id, request.query);
      return reply
        .type(exportTypes[file.format])
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(file.chunks, { objectMode: false }));
    },
  );
};
