import { z } from 'zod';
import { AnalyticsFilterQuery, ProportionChange } from './analytics.ts';
import { EngineId, Intent, IntentSource } from './enums.ts';

// Dashboard payloads beside the tracking report: the prompt × engine table, the workspace overview, the answers
// behind a number, and the most cited domains. Rates are fractions in [0, 1], null when their n is 0.

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const proportion = z.object({
  value: fraction.nullable(),
  mentioning: count,
  n: count,
  low: fraction.nullable(),
  high: fraction.nullable(),
});

// ---------------------------------------------------------------------------------------------------------------
// GET /api/v1/projects/:id/tracking/prompts — visibility of each brand per prompt and engine (per-prompt rollups)

export const PromptEngineQuery = AnalyticsFilterQuery.strict();
export type PromptEngineQuery = z.infer<typeof PromptEngineQuery>;

/**
 * Answers mentioning each brand of the table, in the order of the table's `brands` (a brand not mentioned counts 0);
 * a brand's visibility in a cell is that count over the cell's n (no data when n is 0).
 */
export const BrandMentioning = z.array(count);

export const PromptEngineCell = z.object({
  n: count,
  mentioning: BrandMentioning,
});

export const PromptEngineRow = z.object({
  prompt: z.object({
    documentId: z.string(),
    text: z.string(),
    intent: Intent.nullable(),
    intentSource: IntentSource,
    /** The prompt names the own brand (or one of its aliases). */
    branded: z.boolean(),
    active: z.boolean(),
    tags: z.array(z.string()),
  }),
  /** Answers to the prompt over every engine of the report. */
  n: count,
  mentioning: BrandMentioning,
  /** By engine id, for each engine of the report (n = 0 where the engine did not answer it). */
  cells: z.record(z.string(), PromptEngineCell),
});
export type PromptEngineRow = z.infer<typeof PromptEngineRow>;

export const PromptEngineTable = z.object({
  from: day,
  to: day,
  engines: z.array(EngineId),
  simulated: z.boolean(),
  /** Own brand first, then competitors as in the tracking report. */
  brands: z.array(z.object({ key: z.string(), name: z.string(), own: z.boolean() })),
  /** Every prompt that matches the filters (with or without answers), by the own brand's visibility, highest first. */
  rows: z.array(PromptEngineRow),
});
export type PromptEngineTable = z.infer<typeof PromptEngineTable>;

export const PromptEngineResponse = z.object({
  data: PromptEngineTable,
  meta: z.object({ metricsVersion: z.string() }),
});

// ---------------------------------------------------------------------------------------------------------------
// GET /api/v1/workspaces/:id/overview — every project of a workspace side by side (a constant number of queries)

/** The own brand's numbers over one window of days ending today in the project's timezone. */
export const OverviewWindow = z.object({
  from: day,
  to: day,
  n: count,
  visibility: proportion,
  shareOfVoice: fraction.nullable(),
  averagePosition: z.number().min(1).nullable(),
  /** Visibility against the window of the same length just before. */
  change: ProportionChange,
});
export type OverviewWindow = z.infer<typeof OverviewWindow>;

export const OverviewProject = z.object({
  documentId: z.string(),
  name: z.string(),
  brandName: z.string(),
  status: z.enum(['active', 'inactive']),
  timezone: z.string(),
  simulated: z.boolean(),
  /** The newest local day with an answer, or null. */
  lastAnswerDay: day.nullable(),
  last7: OverviewWindow,
  last30: OverviewWindow,
  /** The own brand's visibility on each of the last 30 days, oldest first (null on a day without answers). */
  sparkline: z.array(z.object({ day, n: count, visibility: fraction.nullable() })),
});
export type OverviewProject = z.infer<typeof OverviewProject>;

export const WorkspaceOverview = z.object({
  workspace: z.object({ documentId: z.string(), name: z.string() }),
  projects: z.array(OverviewProject),
});
export type WorkspaceOverview = z.infer<typeof WorkspaceOverview>;

export const WorkspaceOverviewResponse = z.object({
  data: WorkspaceOverview,
  meta: z.object({ metricsVersion: z.string() }),
});

// ---------------------------------------------------------------------------------------------------------------
// GET /api/v1/projects/:id/chats — the answers behind a number, newest first (keyset pagination)

/** The filters of the answers list and of its export (beside the report filters). */
const chatFilterFields = {
  /** Only answers that mention (`true`) or do not mention (`false`) this brand key (`brand` or a competitor id). */
  brand: z.string().optional(),
  mentioned: z.string().optional(),
  /** `ok` (an answer) or `no_answer` (the engine answered nothing usable). */
  status: z.string().optional(),
  /** `true`: only simulated answers; `false`: only real ones. */
  simulated: z.string().optional(),
  /** Only answers citing this registrable domain (`namu.wiki`). */
  cites: z.string().optional(),
  /** Only answers whose text contains this (case-insensitive, 1–200 characters). */
  q: z.string().optional(),
  /** `newest` (default) or `oldest` first. */
  sort: z.string().optional(),
};

export const ChatListQuery = AnalyticsFilterQuery.extend({
  ...chatFilterFields,
  /** 1–100, default 20. */
  limit: z.string().optional(),
  /** `meta.nextCursor` of the page before. */
  cursor: z.string().optional(),
}).strict();
export type ChatListQuery = z.infer<typeof ChatListQuery>;

/** `GET /api/v1/projects/:id/chats/export`: the list's filters and `format=csv|jsonl` (default csv). */
export const ChatExportQuery = AnalyticsFilterQuery.extend({
  ...chatFilterFields,
  format: z.string().optional(),
}).strict();
export type ChatExportQuery = z.infer<typeof ChatExportQuery>;

export const ChatSummary = z.object({
  documentId: z.string(),
  day,
  collectedAt: z.string(),
  engine: EngineId,
  model: z.string().nullable(),
  prompt: z.object({ documentId: z.string().nullable(), text: z.string() }),
  status: z.enum(['ok', 'no_answer']),
  simulated: z.boolean(),
  /** The brands named, in the order the answer names them, each with its sentiment score (−1…1). */
  brands: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      own: z.boolean(),
      rank: z.number().int(),
      sentiment: z.number().min(-1).max(1),
    }),
  ),
  citations: count,
  /** The answer's first 240 characters as plain text. */
  excerpt: z.string(),
  inputTokens: count,
  outputTokens: count,
  /** In USD; null when the engine's price is unknown. */
  cost: z.number().nonnegative().nullable(),
});
export type ChatSummary = z.infer<typeof ChatSummary>;

export const ChatListResponse = z.object({
  data: z.array(ChatSummary),
  meta: z.object({ nextCursor: z.string().nullable(), from: day, to: day }),
});
export type ChatListResponse = z.infer<typeof ChatListResponse>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/v1/projects/:id/top-domains — the most cited domains of a range (the dashboard's card)

export const TopDomainsQuery = AnalyticsFilterQuery.extend({
  /** 1–50, default 10. */
  limit: z.string().optional(),
}).strict();
export type TopDomainsQuery = z.infer<typeof TopDomainsQuery>;

export const TopDomain = z.object({
  domain: z.string(),
  sourceType: z.string(),
  citations: count,
  /** This domain's citations / all citations of the range. */
  share: fraction.nullable(),
  answersCiting: count,
  /** Answers citing it / n. */
  rate: fraction.nullable(),
  /** Its PAWC impression / all impression. */
  impressionShare: fraction.nullable(),
  /** Whether the domain is one of the project's owned media. */
  owned: z.boolean(),
});
export type TopDomain = z.infer<typeof TopDomain>;

export const TopDomainsResponse = z.object({
  data: z.object({ from: day, to: day, n: count, citations: count, domains: z.array(TopDomain) }),
  meta: z.object({ metricsVersion: z.string() }),
});
export type TopDomainsResponse = z.infer<typeof TopDomainsResponse>;
