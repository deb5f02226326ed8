import { z } from 'zod';
import { EngineId, Intent } from './enums.ts';
import { PageMeta, PaginationQuery } from './sources.ts';

// GET /api/v1/organizations/:id/prompt-status — the organization's projects' prompts with their collection health,
// a page at a time (the developers' prompts screen).

export const PromptStatus = z.object({
  prompt: z.object({
    documentId: z.string(),
    text: z.string(),
    language: z.string(),
    intent: Intent.nullable(),
    active: z.boolean(),
  }),
  project: z.object({ documentId: z.string(), name: z.string() }),
  /** Its last finished run (any engine); null before its first. */
  lastRun: z
    .object({
      engine: EngineId,
      status: z.enum(['succeeded', 'failed']),
      errorKind: z.string().nullable(),
      error: z.string().nullable(),
      finishedAt: z.string(),
    })
    .nullable(),
  lastSuccessAt: z.string().nullable(),
  /** Its runs finished this month (UTC): how many, how many failed, their cost in USD. */
  month: z.object({
    runs: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    cost: z.number().nonnegative(),
  }),
});
export type PromptStatus = z.infer<typeof PromptStatus>;

/** Its query: Strapi-style `pagination[page]` (from 1) and `pagination[pageSize]` (1–100, default 25). */
export const PromptStatusQuery = z
  .object({
    pagination: PaginationQuery,
  })
  .strict();
export type PromptStatusQuery = z.infer<typeof PromptStatusQuery>;

/** A page of the organization's prompts, by project name, project and prompt. */
export const PromptStatusResponse = z.object({
  data: z.array(PromptStatus),
  meta: z.object({ since: z.string(), pagination: PageMeta }),
});
export type PromptStatusResponse = z.infer<typeof PromptStatusResponse>;
