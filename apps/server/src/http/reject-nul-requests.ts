import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rejectNulCharacters } from './nul-characters.ts';

/**
 * Before any route runs: path parameters and query values with a NUL character (`%00`) answer 400 naming the
 * parameter. Bodies are checked by their parsers (json-body, read-data-and-files).
 */
async function rejectNulRequests(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    rejectNulCharacters(request.params, 'params');
    rejectNulCharacters(request.query, 'query');
  });
}

export default fp(rejectNulRequests, { name: 'reject-nul-requests' });
