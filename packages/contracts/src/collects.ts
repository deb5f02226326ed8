import { z } from 'zod';
import { EngineId } from './enums.ts';

// Collection views: a project's month of collects (the calendar) and one day's collects with their runs (the grid).
// Days are local days in the project's timezone; instants are ISO 8601 strings (UTC).

const count = z.number().int().nonnegative();
const money = z.number().min(0);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.string();

export const CollectStatus = z.enum(['scheduled', 'running', 'completed', 'partial', 'failed']);
export type CollectStatus = z.infer<typeof CollectStatus>;

export const RunStatus = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type RunStatus = z.infer<typeof RunStatus>;

export const CollectTrigger = z.enum(['schedule', 'manual', 'backfill']);
export type CollectTrigger = z.infer<typeof CollectTrigger>;

/**
 * One local day of the month that has collects. `status` sums up the day's collects: `running` while any runs,
 * else `scheduled` while any waits, else `failed` when all failed, else `partial` when any failed or was partial,
 * else `completed`. Counts and cost are the sums over the day's collects.
 */
export const CollectMonthDay = z.object({
  day,
  collects: count,
  status: CollectStatus,
  planned: count,
  succeeded: count,
  failed: count,
  cost: money,
});
export type CollectMonthDay = z.infer<typeof CollectMonthDay>;

/** `GET /api/v1/projects/:id/collects/:y/:m`: the days of that month with collects, oldest first (days without none). */
export const CollectMonthResponse = z.object({
  data: z.array(CollectMonthDay),
  meta: z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), timezone: z.string() }),
});
export type CollectMonthResponse = z.infer<typeof CollectMonthResponse>;

/** One question to one engine within a collect: a cell of the day's grid (prompt × engine × sample). */
export const CollectRun = z.object({
  prompt: z.object({ documentId: z.string(), text: z.string() }),
  engine: EngineId,
  /** 0-based. */
  sampleIndex: count,
  status: RunStatus,
  attempts: count,
  /** Attempts cut off mid-question by a crash (the engine may have been asked, and paid, twice). */
  interrupted: count,
  /** The engine error kind (`auth`, `quota`, `rate_limited`, ...; `internal` for a server fault), null when none. */
  errorKind: z.string().nullable(),
  error: z.string().nullable(),
  /** The run failed for missing or refused credentials: fixed under Organization → AI engines. */
  needsEngineConnection: z.boolean(),
  cost: money,
  startedAt: instant.nullable(),
  finishedAt: instant.nullable(),
  /** The chat the run produced (open it at `/projects/{id}/chats/{chatId}`), null when none. */
  chatId: z.string().nullable(),
});
export type CollectRun = z.infer<typeof CollectRun>;

export const CollectChat = z.object({
  documentId: z.string(),
  engine: EngineId,
  model: z.string(),
  simulated: z.boolean(),
  status: z.enum(['ok', 'no_answer']),
  latencyMs: count,
  inputTokens: count,
  outputTokens: count,
  cost: z.number().nullable(),
  collectedAt: instant,
});
export type CollectChat = z.infer<typeof CollectChat>;

export const CollectOfDay = z.object({
  documentId: z.string(),
  day,
  trigger: CollectTrigger,
  status: CollectStatus,
  planned: count,
  succeeded: count,
  failed: count,
  cost: money,
  /** Why the collect ended without planning anything (the daily run quota, say), else null. */
  error: z.string().nullable(),
  /** Runs with at least one interrupted attempt. */
  interrupted: count,
  /**
   * Gemini's citations of the collect, and those whose grounding link could not be followed to its page: their site
   * comes from the title where it names one (a domain or a known site name), else it is unknown (typed "other").
   */
  geminiCitations: z.object({ total: count, unresolved: count }),
  createdAt: instant,
  startedAt: instant.nullable(),
  finishedAt: instant.nullable(),
  runs: z.array(CollectRun),
  chats: z.array(CollectChat),
});
export type CollectOfDay = z.infer<typeof CollectOfDay>;

/** `GET /api/v1/projects/:id/collects/:y/:m/:d`: the day's collects in the order they were created. */
export const CollectDayResponse = z.object({
  data: z.array(CollectOfDay),
  meta: z.object({ day, timezone: z.string() }),
});
export type CollectDayResponse = z.infer<typeof CollectDayResponse>;
