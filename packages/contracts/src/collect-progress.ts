import { z } from 'zod';

// A project's collection work in progress: the first-start backfill of its history, and whatever collects are not
// finished yet. The web app's header polls it while work runs and says when it ends.

const count = z.number().int().nonnegative();

/**
 * The history backfill (collects with trigger `backfill`): days asked for and days finished (completed, partial or
 * failed), runs planned so far, and runs that answered (`runsDone`) or failed for good. `finishedAt` is set once
 * every day is finished.
 */
export const BackfillProgress = z.object({
  days: count,
  daysDone: count,
  runsPlanned: count,
  runsDone: count,
  runsFailed: count,
  finishedAt: z.string().nullable(),
});
export type BackfillProgress = z.infer<typeof BackfillProgress>;

/** Collects not finished yet (any trigger) and their runs: planned, finished (answered or failed), waiting, running. */
export const ActiveCollectWork = z.object({
  collects: count,
  runsPlanned: count,
  runsFinished: count,
  runsPending: count,
  runsRunning: count,
});
export type ActiveCollectWork = z.infer<typeof ActiveCollectWork>;

/**
 * `GET /api/v1/projects/:id/collect-progress`: the backfill (null when the project never had one), the unfinished
 * collects, and when the project's last collect finished (null while work runs or when none ever did).
 */
export const CollectProgressResponse = z.object({
  data: z.object({
    backfill: BackfillProgress.nullable(),
    active: ActiveCollectWork,
    finishedAt: z.string().nullable(),
  }),
  meta: z.object({}),
});
export type CollectProgressResponse = z.infer<typeof CollectProgressResponse>;
