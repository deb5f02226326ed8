import { z } from 'zod';
import { EngineId, Intent, IntentSource, ProjectStatus } from './enums.ts';

// GET /api/v1/prompts/:id/report — one prompt: its own brand's visibility per engine over time, and each tracked
// brand's visibility, mean rank and rank distribution over the prompt's answers (docs/features/metrics.md). Rates
// are fractions in [0, 1]; a rate whose n is zero is null, never 0.

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The range and engines, nothing else (an unknown parameter is a 400): local days of the project's timezone,
 * inclusive (default the 30 days ending today; at most 366); `engines` as `a,b`, `engines[]=a` or `engines[0]=a`.
 */
export const PromptReportQuery = z
  .object({
    from: z.string().optional(),
    to: z.string().optional(),
    engines: z.union([z.string(), z.array(z.string()).max(20)]).optional(),
  })
  .strict();
export type PromptReportQuery = z.infer<typeof PromptReportQuery>;

/** `count` / `n` with its Wilson 95 % interval; value and bounds null when n = 0. */
export const PromptProportion = z.object({
  value: fraction.nullable(),
  count,
  n: count,
  low: fraction.nullable(),
  high: fraction.nullable(),
});
export type PromptProportion = z.infer<typeof PromptProportion>;

/** The prompt as it is now. */
export const PromptReportPrompt = z.object({
  documentId: z.string(),
  text: z.string(),
  language: z.string(),
  intent: Intent.nullable(),
  intentSource: IntentSource,
  active: z.boolean(),
  /** Names of its tags, sorted. */
  tags: z.array(z.string()),
});
export type PromptReportPrompt = z.infer<typeof PromptReportPrompt>;

/** The project the prompt belongs to (which is not necessarily the caller's selected project). */
export const PromptReportProject = z.object({
  documentId: z.string(),
  name: z.string(),
  brandName: z.string(),
  timezone: z.string(),
  /** The project's engines (what the engine filter offers). */
  engines: z.array(EngineId),
  status: ProjectStatus,
  /** Every engine of the project is answered by the simulator. */
  simulated: z.boolean(),
});
export type PromptReportProject = z.infer<typeof PromptReportProject>;

/** One engine over the whole range: its n, runs without an answer, and the own brand's visibility. */
export const PromptEngineSummary = z.object({
  engine: EngineId,
  n: count,
  noAnswers: count,
  visibility: PromptProportion,
});
export type PromptEngineSummary = z.infer<typeof PromptEngineSummary>;

/**
 * One period of the series (a day, or beyond 62 days an ISO week keyed by its Monday, clipped to the range), zero
 * filled: the own brand's visibility over every engine, and per engine in the order of the report's `engines`.
 */
export const PromptPeriod = z.object({
  key: day,
  from: day,
  to: day,
  visibility: PromptProportion,
  engines: z.array(z.object({ engine: EngineId, visibility: PromptProportion })),
});
export type PromptPeriod = z.infer<typeof PromptPeriod>;

/**
 * One tracked brand over the prompt's answers of the range. `ranks` splits n: named first, named second or third,
 * named later, not named (they sum to n).
 */
export const PromptBrand = z.object({
  /** `brand` for the own brand, else the competitor's document id. */
  key: z.string(),
  /** A competitor deleted since its answers were analyzed is labelled by its key. */
  name: z.string(),
  own: z.boolean(),
  /** Answers naming the brand / n. */
  visibility: PromptProportion,
  /** Times named, over the answers naming it. */
  mentions: count,
  /** Mean rank among tracked brands (1 = named first) over the answers naming it; null when never named. */
  averagePosition: z.number().min(1).nullable(),
  /** Answers naming the brand first / n: the chance that an answer names it first. */
  first: PromptProportion,
  /** Answers naming the brand among the first three tracked brands / n. */
  top3: PromptProportion,
  ranks: z.object({ first: count, secondOrThird: count, later: count, notNamed: count }),
});
export type PromptBrand = z.infer<typeof PromptBrand>;

export const PromptReport = z.object({
  prompt: PromptReportPrompt,
  project: PromptReportProject,
  from: day,
  to: day,
  /** The engines asked for, or (without a filter) the project's engines and any other engine with answers. */
  engines: z.array(EngineId),
  /** Some answer of the range came from the simulator. */
  simulated: z.boolean(),
  /** Successful answers to the prompt in the range. */
  n: count,
  /** Runs the engines answered without an answer (not part of n). */
  noAnswers: count,
  granularity: z.enum(['day', 'week']),
  /** Every engine of `engines`, in that order, zero-filled. */
  byEngine: z.array(PromptEngineSummary),
  series: z.array(PromptPeriod),
  /** The own brand first, then competitors by visibility (ties: mentions, then the order they were added). */
  brands: z.array(PromptBrand),
});
export type PromptReport = z.infer<typeof PromptReport>;

export const PromptReportResponse = z.object({
  data: PromptReport,
  meta: z.object({ metricsVersion: z.string() }),
});
export type PromptReportResponse = z.infer<typeof PromptReportResponse>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/v1/prompts/:id/searches — what the engines searched for the prompt (fan-out), the same query as the report

/** Whether a search is new in the range (not run in the period before), gone (run only before), or run in both. */
export const PromptSearchStatus = z.enum(['new', 'gone', 'kept']);

export const PromptSearch = z.object({
  engine: EngineId,
  query: z.string(),
  /** Answers of the range that ran it, and of the same number of days before. */
  answers: count,
  previousAnswers: count,
  status: PromptSearchStatus,
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type PromptSearch = z.infer<typeof PromptSearch>;

export const PromptSearchesResponse = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    previous: z.object({ from: z.string(), to: z.string() }),
    /** Per engine: the prompt's successful answers of the range, and how many said what they searched. */
    engines: z.array(z.object({ engine: EngineId, answers: count, withSearches: count })),
    /** Most run first, at most 200. */
    searches: z.array(PromptSearch),
  }),
  meta: z.object({}),
});
export type PromptSearchesResponse = z.infer<typeof PromptSearchesResponse>;
