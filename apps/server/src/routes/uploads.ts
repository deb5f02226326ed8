import fastifyStatic from '@fastify/static';
import { NotFoundError } from '@sightline/contracts';
import { findDocument } from '@sightline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, tenantOf } from '../auth/request-auth.ts';
import type { Services } from '../services.ts';

/** `GET /api/upload/files/:id`: a file's media object, only within the caller's organizations. */
export const uploadApiRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/upload/files/:id',
    { schema: { params: z.object({ id: z.string().min(1).max(64) }) } },
    async (request) => {
      const file = await findDocument(services.db, 'files', request.params.id, {
        tenant: tenantOf(requireAuth(request)),
        query: {},
      });
      if (!file) throw new NotFoundError('File not found');
      return file;
    },
  );
};

/**
 * `/uploads/<random name>`: stored images, by their unguessable names. Served as attachments-safe images:
 * nosniff (helmet), a sandboxing CSP, and long caching (names never change).
 */
export const uploadFileRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  await app.register(fastifyStatic, {
    root: services.config.uploads.dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
};
