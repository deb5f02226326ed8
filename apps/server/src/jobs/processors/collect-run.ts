import type { JobResult, JobWithMetadata } from 'pg-boss';
import { executeRun } from '../../use-cases/collection/execute-run.ts';
import type { ProcessorDeps } from '../processor-deps.ts';
import { MalformedJobError, queues, RunJob } from '../queues.ts';

/**
 * `collect-run-{engine}`: runs a batch of one engine's runs side by side and settles each job on its own: a run to
 * retry fails its job (the queue retries it with backoff), any other outcome completes it.
 */
export async function processCollectRuns(
  deps: ProcessorDeps,
  engine: string,
  batch: JobWithMetadata<unknown>[],
): Promise<JobResult[]> {
  return Promise.all(
    batch.map(async (job) => {
      const payload = RunJob.safeParse(job.data);
      // A malformed run job cannot get better by retrying: it goes to the dead letters with the reason.
      if (!payload.success) {
        const error = new MalformedJobError(queues.run(engine), payload.error);
        deps.services.logger.error({ jobId: job.id, data: job.data }, error.message);
        return { id: job.id, status: 'deadletter' as const, output: { message: error.message } };
      }
      const outcome = await executeRun(deps, payload.data.runId, {
        queueEngine: engine,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
        signal: job.signal,
      });
      return { id: job.id, status: outcome === 'retry' ? ('failed' as const) : ('completed' as const) };
    }),
  );
}
