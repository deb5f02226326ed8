import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { envelope } from './error-envelope.ts';

export interface WebAppOptions {
  /** The directory `vite build` wrote (apps/web/dist). */
  distDir: string;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html and version.json never are.
 * Any other GET of a page path answers index.html so the client router can take it (SPA fallback);
 * unknown `/api` routes and missing files answer 404.
 */
async function webApp(app: FastifyInstance, { distDir }: WebAppOptions) {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join(distDir, 'assets')}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else res.header('Cache-Control', 'no-cache');
      },
    });
  } else app.log.warn({ distDir }, 'the web app is not built; run `npm run build` to serve it');

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const pageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (pageRequest && built && extname(path) === '') {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const message = isApiPath(request.url)
      ? `Route ${request.method} ${path} not found`
      : built
        ? `File ${path} not found`
        : 'The web app is not built: run `npm run build`';
    return reply.status(404).send(envelope(404, 'NotFoundError', message));
  });
}

export default fp(webApp, { name: 'web-app' });
