import { engineIds } from '@sightline/contracts';
import { z } from 'zod';

/** Queue names. Run queues are per engine so each engine gets its own concurrency, pacing and backlog. */
export const queues = {
  plan: 'collect-plan',
  daily: 'collect-daily',
  reanalyze: 'analysis-project',
  segmentSources: 'analytics-segment-sources',
  sentimentJudge: 'analysis-sentiment-judge',
  watchBackfill: 'watches-backfill',
  alertsCheck: 'alerts-check',
  run: (engine: string) => `collect-run-${engine}`,
} as const;

export const runQueueNames = engineIds.map((engine) => queues.run(engine));

const Id = z.number().int().positive();

/** `collect-plan`: plan one collect of a project's day into runs (the key makes a repeat collide, not duplicate). */
export const PlanJob = z.strictObject({
  projectId: Id,
  day: z.iso.date(),
  key: z.string().min(1),
  trigger: z.enum(['schedule', 'manual', 'backfill']),
  promptIds: z.array(Id).optional(),
});
export type PlanJob = z.infer<typeof PlanJob>;

/** `collect-run-{engine}`: ask the engine one run's prompt and store the chat. */
export const RunJob = z.strictObject({ runId: Id });
export type RunJob = z.infer<typeof RunJob>;

/** `collect-daily` (scheduled per project): plan today's collect if the project is active. */
export const DailyJob = z.strictObject({ projectId: Id });
export type DailyJob = z.infer<typeof DailyJob>;

/** `analysis-project`: analyse the project's stored answers again with its current profile. */
export const ReanalyzeJob = z.strictObject({ projectId: Id });
export type ReanalyzeJob = z.infer<typeof ReanalyzeJob>;

/** `analytics-segment-sources`: give a report filter's segment its domain and page rows (see ensure-segment.ts). */
export const SegmentSourcesJob = z.strictObject({
  projectId: Id,
  filterKey: z.string().min(1).max(10_000),
  promptIds: z.array(Id).min(1),
});
export type SegmentSourcesJob = z.infer<typeof SegmentSourcesJob>;

/** `analysis-sentiment-judge`: have the organization's judge score one stored answer (see judge-chat.ts). */
export const SentimentJudgeJob = z.strictObject({ chatId: Id });
export type SentimentJudgeJob = z.infer<typeof SentimentJudgeJob>;

/** `watches-backfill`: match a watch over its project's stored answers (after it was created or changed). */
export const WatchBackfillJob = z.strictObject({ watchId: Id });
export type WatchBackfillJob = z.infer<typeof WatchBackfillJob>;

/** `alerts-check`: check a project's alert rules after one of its collects finished. */
export const AlertsCheckJob = z.strictObject({ projectId: Id });
export type AlertsCheckJob = z.infer<typeof AlertsCheckJob>;

/** A job whose payload does not match its queue's schema: it fails at once instead of running with undefined. */
export class MalformedJobError extends Error {
  constructor(queue: string, error: z.ZodError) {
    super(`Malformed ${queue} job payload: ${z.prettifyError(error).replaceAll('\n', '; ')}`);
    this.name = 'MalformedJobError';
  }
}

/** The job's payload as its queue's schema reads it, or a MalformedJobError naming the queue and the fields. */
export function parseJob<T extends z.ZodType>(queue: string, schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new MalformedJobError(queue, parsed.error);
  return parsed.data;
}
