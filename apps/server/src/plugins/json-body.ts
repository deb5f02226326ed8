import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findNulCharacter, rejectNulCharacters } from '../http/nul-characters.ts';

/**
 * Fastify's JSON parser (prototype-poisoning safe), except that an empty body counts as no body: clients such as
 * @strapi/client send `Content-Type: application/json` on DELETE without one. Strings holding a NUL character
 * (`"\u0000"`) answer 400 naming the field: PostgreSQL text and jsonb cannot store them.
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
    parse(request, text, (error, parsed) => {
      if (error) return done(error);
      try {
        if (findNulCharacter(parsed)) rejectNulCharacters(parsed, 'body');
      } catch (nul) {
        return done(nul as Error);
      }
      done(null, parsed);
    });
  });
}

export default fp(jsonBody, { name: 'json-body' });
