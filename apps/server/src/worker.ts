import type { JobQueue } from './jobs/job-queue.ts';
import { recoverCollection } from './jobs/recover-collection.ts';
import { type CollectionWorkers, registerCollectionWorkers } from './jobs/register-collection-workers.ts';
import type { Services } from './services.ts';
import type { EngineForRun } from './use-cases/collection/engine-for-run.ts';
import { reanalyzeStaleProjects } from './use-cases/collection/reanalyze-stale-projects.ts';

export interface Worker {
  collection: CollectionWorkers;
  stop(): Promise<void>;
}

/**
 * The worker role: consumes the collection and analysis queues, keeps the daily schedules in line with the projects,
 * resumes collects that a previous process left unfinished, and re-analyses history an older analyzer left.
 */
export async function startWorker({
  services,
  jobs,
  engineFor,
}: {
  services: Services;
  jobs: JobQueue;
  engineFor?: EngineForRun;
}): Promise<Worker> {
  const collection = await registerCollectionWorkers({
    services,
    jobs,
    ...(engineFor ? { engineFor } : {}),
  });
  await jobs.syncSchedules();
  await recoverCollection(services.database, jobs, services.logger);
  await reanalyzeStaleProjects(services, collection.analyses).catch((err) =>
    services.logger.error({ err }, 'could not check for history analysed with an older analyzer'),
  );
  services.logger.info('worker started');
  return {
    collection,
    async stop() {
      await collection.stop();
      services.logger.info('worker stopped');
    },
  };
}
