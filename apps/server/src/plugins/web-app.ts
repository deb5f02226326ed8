import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { envelope } from './error-envelope.ts';

export interface WebAppOptions {
  /** The directory `vite build` wrote (apps/web/dist). */
  distDir: string;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A top-level built file such as `/version.json` or `/favicon.ico` (plain names only). */
const topLevelFile = /^\/([A-Za-z0-9_-][A-Za-z0-9._-]*\.[A-Za-z0-9]+)$/;

/**
 * A path that names a built file rather than a page: anything under `/assets/` (hashed chunks) and top-level files.
 * Page paths may hold dots (`/projects/sources/example.co.kr`), so an extension alone cannot tell them apart.
 */
export const isFilePath = (path: string) =>
  path.startsWith('/assets/') || /^\/[^/]+\.[A-Za-z0-9]+$/.test(path);

/**
 * Serves the built web app as it is on disk at each request, so a new build deployed under a running server is
 * served at once (the clients' version check then reloads them). Hashed assets (`/assets/*`) are cached for a year;
 * index.html, version.json and other top-level files never are. Any other GET of a page path answers index.html so
 * the client router can take it (SPA fallback, dots included); unknown `/api` routes and missing built files
 * answer 404.
 */
async function webApp(app: FastifyInstance, { distDir }: WebAppOptions) {
  const index = join(distDir, 'index.html');
  if (!existsSync(index))
    app.log.warn({ distDir }, 'the web app is not built; run `npm run build` to serve it');
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/assets/',
    // One wildcard route that looks on disk at each request, instead of routes for the files found at start.
    wildcard: true,
    index: false,
    // Also applies to the files the not-found handler sends from the folder above (index.html, version.json).
    setHeaders(res, path) {
      if (path.startsWith(join(distDir, 'assets'))) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else res.header('Cache-Control', 'no-cache');
    },
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const built = existsSync(index);
    const read = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (read && built) {
      const file = topLevelFile.exec(path)?.[1];
      if (file && file !== 'index.html' && existsSync(join(distDir, file))) {
        return reply.sendFile(file, distDir);
      }
      if (!isFilePath(path)) return reply.sendFile('index.html', distDir);
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
