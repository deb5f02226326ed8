import { backfillWatchHits } from '@sightline/db';
import type { Services } from '../../services.ts';

/**
 * After a watch was created or what it matches changed: its past answers are matched in the background (the
 * `watches-backfill` job); where no job queue runs (a bare API in tests), at once. A failure to queue is logged:
 * the watch is saved, and shows that its history is still being counted.
 */
export async function countWatchHistory(services: Services, watchId: number): Promise<void> {
  if (!services.jobs) {
    await backfillWatchHits(services.db, watchId);
    return;
  }
  try {
    await services.jobs.requestWatchBackfill(watchId);
  } catch (error) {
    services.logger.error({ err: error, watchId }, 'could not queue the backfill of a watch');
  }
}
