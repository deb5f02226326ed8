import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { appVersion } from '../version.ts';

/** Collects every route's zod schemas into an OpenAPI 3.1 document, served at `GET /api/docs`. */
async function openApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sightline API',
        version: appVersion,
        description:
          'REST API of Sightline (Strapi v5 conventions: `data`/`meta` envelopes, bracket query parameters, error envelope).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openApi, { name: 'openapi' });
