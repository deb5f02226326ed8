import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../plugins/error-envelope.ts';

/** Whether every percent escape of a path decodes (`%E0%A4%A` or `%ZZ` do not). */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The router cannot match a path with a malformed percent escape. A page path (`/projects/sources/urls/%E0%A4%A`)
 * is read as the web app's own not-found path, so the browser gets index.html with every header the app sends and
 * the client router shows its 404 for the address typed; an API path stays as it is, to be refused as bad input.
 */
export function rewriteMalformedPagePath(url: string): string {
  const [path = '/', ...query] = url.split('?');
  if (isApiPath(path) || decodes(path)) return url;
  return ['/404', ...query].join('?');
}

/** The router's errors before any route (a malformed escape in an API path): the API's 400 envelope. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? `The path ${JSON.stringify(path)} holds a malformed percent escape`
      : 'The request could not be routed';
  return reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(envelope(400, 'ValidationError', message, { path })));
}
