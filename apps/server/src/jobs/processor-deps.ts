import type { RunDeps } from '../use-cases/collection/execute-run.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * What every queue's processor is given, built once per worker process by registerCollectionWorkers: the services,
 * the analysis cache, the per-engine limiter and how a run gets its engine (what a run needs), and the job queue for
 * sending follow-up work.
 */
export interface ProcessorDeps extends RunDeps {
  jobs: JobQueue;
}
