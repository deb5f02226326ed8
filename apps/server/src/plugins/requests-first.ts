import type { DatabaseHandle } from '@sightline/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    releaseDatabase?: () => void;
  }
}

/**
 * Requests go before background work on the embedded database: from a request's arrival to its answer (or its
 * abort), the job queue's database calls wait (packages/db/src/priority/). On PostgreSQL the hold is a no-op.
 */
async function requestsFirst(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.addHook('onRequest', async (request) => {
    request.releaseDatabase = database.holdForRequest();
  });
  const release = async (request: { releaseDatabase?: () => void }) => {
    request.releaseDatabase?.();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

export default fp(requestsFirst, { name: 'requests-first' });
