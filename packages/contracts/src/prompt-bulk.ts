import { z } from 'zod';
import {
  intentSources,
  promptBulkActions,
  promptImportMaxChars,
  promptImportMaxLines,
  promptImportReasons,
} from './constants.ts';
import { Intent } from './enums.ts';
import { plainName } from './plain-text.ts';
import { PageMeta, PaginationQuery } from './sources.ts';

// A project's prompt list in bulk: a CSV import that writes every line or none, and one action on many prompts.

/** `POST /api/v1/projects/:id/prompts/import` data: the CSV's text (a header row, then one prompt per line). */
export const PromptImportData = z
  .object({
    csv: z
      .string({ error: 'must be the CSV text' })
      .min(1, 'must not be empty')
      .max(promptImportMaxChars, `must be at most ${promptImportMaxChars} characters`),
  })
  .strict();
export type PromptImportData = z.infer<typeof PromptImportData>;

/**
 * One rejected line of an import (an entry of the 400's `details.errors`): `path` is `['csv', line]`, `line` the
 * line number in the file (the header is line 1; a quoted value over several lines counts from its first), `reason`
 * a code the web app words, `message` the same in English, `value` what the line held there.
 */
export const PromptImportError = z.object({
  path: z.tuple([z.literal('csv'), z.number().int().positive()]),
  line: z.number().int().positive(),
  reason: z.enum(promptImportReasons),
  message: z.string(),
  name: z.literal('ValidationError'),
  value: z.unknown().optional(),
  /** A `duplicateLine`: the line that names the prompt first. */
  duplicateOf: z.number().int().positive().optional(),
});
export type PromptImportError = z.infer<typeof PromptImportError>;

/** A prompt as the bulk endpoints answer with it: its fields and its tags' names. */
export const BulkPrompt = z.object({
  documentId: z.string(),
  text: z.string(),
  language: z.string(),
  intent: Intent.nullable(),
  intentSource: z.enum(intentSources),
  active: z.boolean(),
  tags: z.array(z.string()),
});
export type BulkPrompt = z.infer<typeof BulkPrompt>;

export const PromptImportResponse = z.object({
  data: z.object({
    /** The prompts created, in the file's order. */
    created: z.array(BulkPrompt),
    /** Tags the file named that the project did not have yet (created with the prompts). */
    newTags: z.array(z.string()),
  }),
  meta: z.object({ lines: z.number().int().nonnegative() }),
});
export type PromptImportResponse = z.infer<typeof PromptImportResponse>;

const tagName = plainName(50);

/**
 * `POST /api/v1/projects/:id/prompts/bulk` data: one action on some of the project's prompts (document ids).
 * `tags` goes with `addTags` and `removeTags` (new names are created on add), `intent` with `setIntent`.
 */
export const PromptBulkData = z
  .object({
    prompts: z
      .array(z.string().regex(/^[0-9a-z]{24}$/, 'must be a prompt documentId'), {
        error: 'must list prompts',
      })
      .min(1, 'must list at least one prompt')
      .max(promptImportMaxLines, `at most ${promptImportMaxLines} entries`)
      .transform((list) => [...new Set(list)]),
    action: z.enum(promptBulkActions),
    tags: z
      .array(tagName)
      .min(1, 'must list at least one tag')
      .max(20, 'at most 20 entries')
      .transform((list) => [...new Set(list)])
      .optional(),
    intent: Intent.optional(),
  })
  .strict()
  .superRefine((data, ctx) => {
    const tagsAction = data.action === 'addTags' || data.action === 'removeTags';
    if (tagsAction && !data.tags)
      ctx.addIssue({ code: 'custom', path: ['tags'], message: `${data.action} needs tags` });
    if (!tagsAction && data.tags)
      ctx.addIssue({ code: 'custom', path: ['tags'], message: `not used by ${data.action}` });
    if (data.action === 'setIntent' && !data.intent) {
      ctx.addIssue({ code: 'custom', path: ['intent'], message: 'setIntent needs an intent' });
    }
    if (data.action !== 'setIntent' && data.intent) {
      ctx.addIssue({ code: 'custom', path: ['intent'], message: `not used by ${data.action}` });
    }
  });
export type PromptBulkData = z.infer<typeof PromptBulkData>;

export const PromptBulkResponse = z.object({
  data: z.object({
    action: z.enum(promptBulkActions),
    /** The prompts acted on (for `delete`, as they were). */
    prompts: z.array(BulkPrompt),
    /** Tags `addTags` created. */
    newTags: z.array(z.string()),
  }),
  meta: z.object({}),
});
export type PromptBulkResponse = z.infer<typeof PromptBulkResponse>;

/**
 * `GET /api/v1/projects/:id/prompts` query: Strapi-style paging, `pagination[page]` (from 1) and
 * `pagination[pageSize]` (1–100, default 25), checked by the server (a 400 names the parameter).
 */
export const ProjectPromptsQuery = z
  .object({
    pagination: PaginationQuery,
  })
  .strict();
export type ProjectPromptsQuery = z.infer<typeof ProjectPromptsQuery>;

/** `GET /api/v1/projects/:id/prompts`: a page of the project's prompts with their tags, oldest first. */
export const ProjectPromptsResponse = z.object({
  data: z.array(BulkPrompt),
  meta: z.object({ pagination: PageMeta }),
});
export type ProjectPromptsResponse = z.infer<typeof ProjectPromptsResponse>;
