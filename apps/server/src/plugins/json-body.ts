import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify's JSON parser (prototype-poisoning safe), except that an empty body counts as no body: clients such as
 * @strapi/client send `Content-Type: application/json` on DELETE without one.
 */
async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}

export default fp(jsonBody, { name: 'json-body' });
