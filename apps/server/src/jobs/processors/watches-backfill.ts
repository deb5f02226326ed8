import { backfillWatchHits } from '@sightline/db';
import type { Job } from 'pg-boss';
import type { ProcessorDeps } from '../processor-deps.ts';
import { parseJob, queues, WatchBackfillJob } from '../queues.ts';

/** `watches-backfill`: matches a watch over its project's stored answers (after it was created or changed). */
export async function processWatchBackfill(
  { services }: ProcessorDeps,
  [job]: Job<unknown>[],
): Promise<void> {
  const { watchId } = parseJob(queues.watchBackfill, WatchBackfillJob, job!.data);
  await backfillWatchHits(services.db, watchId, job!.signal);
}
