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
 * The re-analysis of the project's stored answers after its analysis profile changed (brand, aliases, competitors,
 * owned media, evaluation items): chats done of the run's total, `percent` (0–100, whole) of them, and `doneBefore`,
 * the first day not yet wholly re-analysed — every chat of an earlier day is (chats go oldest day first), so a
 * dashboard range ending on or after it still mixes old and new facts. Null before the first batch; `startedAt` null
 * while the re-analysis is asked for and not started.
 */
export const ReanalysisProgress = z.object({
  percent: z.number().int().min(0).max(100),
  done: count,
  total: count,
  doneBefore: z.string().nullable(),
  startedAt: z.string().nullable(),
});
export type ReanalysisProgress = z.infer<typeof ReanalysisProgress>;

/**
 * `GET /api/v1/projects/:id/collect-progress`: the backfill (null when the project never had one), the unfinished
 * collects, when the project's last collect finished (null while work runs or when none ever did), and the
 * re-analysis of its history while one is asked for or runs (null when idle).
 */
export const CollectProgressResponse = z.object({
  data: z.object({
    backfill: BackfillProgress.nullable(),
    active: ActiveCollectWork,
    finishedAt: z.string().nullable(),
    reanalysis: ReanalysisProgress.nullable(),
  }),
  meta: z.object({}),
});
export type CollectProgressResponse = z.infer<typeof CollectProgressResponse>;
