import { z } from 'zod';
import { AnalyticsFilterQuery } from './analytics.ts';
import { EngineId } from './enums.ts';

// The answers behind a number: the answers list and its export. Rates are fractions in [0, 1], null when their n is 0.

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// GET /api/v1/projects/:id/chats — the answers behind a number, newest first (keyset pagination)

/** The filters of the answers list and of its export (beside the report filters). */
const chatFilterFields = {
  /** Only answers that mention (`true`) or do not mention (`false`) this brand key (`brand` or a competitor id). */
  brand: z.string().optional(),
  mentioned: z.string().optional(),
  /** `ok` (an answer) or `no_answer` (the engine answered nothing usable). */
  status: z.string().optional(),
  /**
   * Only answers to prompts of this intent (`commercial`, …), or `none`: to prompts without one — one group of the
   * intent matrix. Combines with `intents` (AND).
   */
  intent: z.string().optional(),
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
  /** The brands named, in the order the answer names them, each with its sentiment: the 0–100 score (50 neutral)
   *  and the analysis's polarity (−1…1). */
  brands: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      own: z.boolean(),
      rank: z.number().int(),
      sentiment: z.number().min(0).max(100),
      polarity: z.number().min(-1).max(1),
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
