import { z } from 'zod';
import { AnalyticsFilterQuery } from './analytics.ts';
import { EngineId, Intent, IntentSource } from './enums.ts';

// The prompt × engine table of the tracking report: visibility of each brand per prompt and engine. Rates are fractions in [0, 1], null when their n is 0.

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

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
