import { ensureSegments } from '@sightline/db';
import type { Job } from 'pg-boss';
import type { ProcessorDeps } from '../processor-deps.ts';
import { parseJob, queues, SegmentSourcesJob } from '../queues.ts';

/** `analytics-segment-sources`: builds a report filter's segment's domain and page rows. */
export async function processSegmentSources(
  { services }: ProcessorDeps,
  [job]: Job<unknown>[],
): Promise<void> {
  const { projectId, filterKey, promptIds } = parseJob(queues.segmentSources, SegmentSourcesJob, job!.data);
  // The day it was read, as reports record it (UTC, see reportSegments).
  const today = new Date().toISOString().slice(0, 10);
  await ensureSegments(services.db, projectId, [{ filterKey, promptIds, sources: true }], today);
}
