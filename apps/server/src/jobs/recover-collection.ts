import type { DatabaseHandle } from '@sightline/db';
import { listUnfinishedRuns } from '@sightline/db';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue.ts';
import { queues, runQueueNames } from './queues.ts';

/**
 * After a restart: give every unfinished run its job again. With embedded PGlite this process is the only one that
 * can hold jobs, so jobs still marked active belong to the process that died: they are released at once (scaled
 * deployments leave that to the queue's heartbeat supervision). Job ids are derived from run ids, so nothing is
 * queued twice and the unique run key in the database keeps chats from ever being duplicated.
 */
export async function recoverCollection(
  database: DatabaseHandle,
  jobs: JobQueue,
  logger: FastifyBaseLogger,
): Promise<{ released: number; requeued: number }> {
  let released = 0;
  if (database.connection.kind === 'pglite') {
    for (const name of [queues.plan, queues.daily, ...runQueueNames]) {
      const orphans = (await jobs.boss.findJobs<object>(name)).filter((job) => job.state === 'active');
      if (orphans.length === 0) continue;
      await jobs.boss.deleteJob(
        name,
        orphans.map((job) => job.id),
      );
      released += orphans.length;
      // Planning jobs are sent again as they were (planning is idempotent by key); runs are re-queued below.
      if (name === queues.plan || name === queues.daily) {
        for (const job of orphans) await jobs.boss.send(name, job.data, { id: job.id });
      }
    }
  }
  const unfinished = await listUnfinishedRuns(database.db);
  await jobs.enqueueRuns(unfinished);
  if (released || unfinished.length) {
    logger.info({ released, unfinishedRuns: unfinished.length }, 'collection resumed after restart');
  }
  return { released, requeued: unfinished.length };
}
