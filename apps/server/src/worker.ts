import type { DatabaseHandle } from '@sightline/db';
import type { FastifyBaseLogger } from 'fastify';

export interface Worker {
  stop(): Promise<void>;
}

/**
 * The worker role: runs background jobs (collection, analysis) against the shared database. The job queues
 * arrive with the collection capability; until then the worker only holds its database connection.
 */
export async function startWorker({
  logger,
}: {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
}): Promise<Worker> {
  logger.info('worker started (no job queues are registered yet)');
  return { stop: async () => logger.info('worker stopped') };
}
