import { z } from 'zod';
import { EngineId, Intent, Locale } from './enums.ts';
import { DocumentRef } from './rest/inputs.ts';

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/**
 * `POST /api/v1/project-suggestions` `{ data }`: what the wizard knows so far; `competitors` and `prompts` are what
 * it already lists, so that nothing suggested repeats them. `workspace`: where the project will be, whose
 * organization's engine (if it has a key) is asked.
 */
export const ProjectSuggestionsData = z
  .object({
    workspace: DocumentRef,
    brand: text(100),
    category: z.string().trim().max(100, 'must be at most 100 characters').default(''),
    language: Locale,
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
      .optional(),
    competitors: z.array(z.string().max(100, 'must be at most 100 characters')).max(20).default([]),
    prompts: z.array(z.string().max(2000, 'must be at most 2000 characters')).max(1000).default([]),
  })
  .strict();
export type ProjectSuggestionsData = z.infer<typeof ProjectSuggestionsData>;

export const SuggestedCompetitor = z.object({
  name: text(100),
  domains: z.array(z.string().max(253)).max(5).optional(),
});
export type SuggestedCompetitor = z.infer<typeof SuggestedCompetitor>;

export const SuggestedPrompt = z.object({ text: text(300), intent: Intent });
export type SuggestedPrompt = z.infer<typeof SuggestedPrompt>;

/** Where the suggestions came from: an engine of the organization (`model`) or the built-in templates. */
export const SuggestionSource = z.enum(['model', 'templates']);
export type SuggestionSource = z.infer<typeof SuggestionSource>;

export const ProjectSuggestions = z.object({
  source: SuggestionSource,
  /** The engine that answered, when `source` is `model`. */
  engine: EngineId.optional(),
  /** The engine asked that gave no usable answer (the suggestions then come from the templates). */
  attempted: EngineId.optional(),
  competitors: z.array(SuggestedCompetitor).max(10),
  prompts: z.array(SuggestedPrompt).max(15),
});
export type ProjectSuggestions = z.infer<typeof ProjectSuggestions>;

export const ProjectSuggestionsResponse = z.object({ data: ProjectSuggestions });
export type ProjectSuggestionsResponse = z.infer<typeof ProjectSuggestionsResponse>;
