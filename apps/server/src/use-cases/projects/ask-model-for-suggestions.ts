import { type EngineId, Hostname, Intent, type ProjectSuggestionsData } from '@sightline/contracts';
import { sameTextKey } from '@sightline/core';
import { z } from 'zod';
import { logEngineFailure } from '../../engines/engine-failure.ts';
import { createConfiguredEngine } from '../../engines/engine-from-config.ts';
import { resolveEngineConfig } from '../../engines/resolve-engine-config.ts';
import type { Services } from '../../services.ts';

/** Engines that answer a plain instruction with JSON, in the order they are tried. */
export const suggestionEngines: readonly EngineId[] = ['chatgpt', 'claude', 'gemini', 'openai-compatible'];
export const suggestionTimeoutMs = 15_000;
const maxCompetitors = 8;
const maxPrompts = 12;

const Reply = z.object({
  competitors: z.array(z.unknown()).max(100).default([]),
  prompts: z.array(z.unknown()).max(100),
});
const Competitor = z.object({
  name: z.string().trim().min(1).max(100),
  domains: z.array(z.unknown()).max(20).optional(),
});
const Prompt = z.object({ text: z.string().trim().min(3).max(300), intent: Intent });

export interface ModelSuggestions {
  engine: EngineId;
  competitors: Array<{ name: string; domains: string[] }>;
  prompts: Array<{ text: string; intent: z.infer<typeof Intent> }>;
}

/** The instruction: the user's words go in as JSON strings, and nothing of the reply is trusted unchecked. */
export function suggestionInstruction(input: ProjectSuggestionsData): string {
  const language = input.language === 'ko' ? 'Korean' : 'English';
  return [
    'You help a marketer track how AI assistants talk about a brand.',
    `Brand: ${JSON.stringify(input.brand)}. Category: ${JSON.stringify(input.category || 'unknown')}.`,
    `Market: ${input.country ?? (input.language === 'ko' ? 'KR' : 'US')}. Language: ${language}.`,
    'Reply with one JSON object only, no prose and no code fence, of this shape:',
    '{"competitors":[{"name":"...","domains":["example.com"]}],"prompts":[{"text":"...","intent":"informational|commercial|transactional|navigational"}]}',
    `competitors: up to 6 real, well-known competitors of the brand in that market (an empty list if unsure; never invented).`,
    `prompts: 10 questions people ask an AI assistant in ${language} when choosing in this category, covering all four intents, some naming the brand.`,
    input.competitors.length ? `Do not repeat these competitors: ${JSON.stringify(input.competitors)}.` : '',
    input.prompts.length ? `Do not repeat these prompts: ${JSON.stringify(input.prompts.slice(0, 50))}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The JSON object inside a reply (which may come in a code fence or with a sentence around it), else null. */
function jsonObjectIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** The usable suggestions of a reply: each entry checked on its own, sizes capped, repeats dropped; null if none. */
export function parseSuggestionReply(
  text: string,
  input: ProjectSuggestionsData,
): Omit<ModelSuggestions, 'engine'> | null {
  const reply = Reply.safeParse(jsonObjectIn(text));
  if (!reply.success) return null;
  const seenPrompts = new Set(input.prompts.map(sameTextKey));
  const prompts: ModelSuggestions['prompts'] = [];
  for (const item of reply.data.prompts) {
    const prompt = Prompt.safeParse(item);
    if (!prompt.success || prompts.length >= maxPrompts) continue;
    const key = sameTextKey(prompt.data.text);
    if (!key || seenPrompts.has(key)) continue;
    seenPrompts.add(key);
    prompts.push(prompt.data);
  }
  if (prompts.length === 0) return null;
  const seenBrands = new Set([input.brand, ...input.competitors].map(sameTextKey));
  const competitors: ModelSuggestions['competitors'] = [];
  for (const item of reply.data.competitors) {
    const competitor = Competitor.safeParse(item);
    if (!competitor.success || competitors.length >= maxCompetitors) continue;
    const key = sameTextKey(competitor.data.name);
    if (!key || seenBrands.has(key)) continue;
    seenBrands.add(key);
    const domains = (competitor.data.domains ?? [])
      .map((d) => Hostname.safeParse(d))
      .flatMap((d) => (d.success ? [d.data] : []));
    competitors.push({ name: competitor.data.name, domains: [...new Set(domains)].slice(0, 3) });
  }
  return { competitors, prompts };
}

export type ModelOutcome =
  | { kind: 'none' }
  | { kind: 'failed'; engine: EngineId }
  | { kind: 'answered'; suggestions: ModelSuggestions };

/**
 * Asks the organization's first engine with credentials (its own connection, else the server's environment) once,
 * through the outbound guard, within 15 s. Any failure, or a reply without one usable prompt, is `failed`: the
 * provider's words go to the debug log only, never to the caller.
 */
export async function askModelForSuggestions(
  services: Services,
  organizationId: number,
  input: ProjectSuggestionsData,
): Promise<ModelOutcome> {
  for (const engine of suggestionEngines) {
    const resolved = await resolveEngineConfig(services, organizationId, engine).catch(() => null);
    if (!resolved) continue;
    try {
      const adapter = createConfiguredEngine(engine, resolved, {
        allowedHosts: services.config.engines.allowedHosts,
        timeoutMs: suggestionTimeoutMs,
      });
      const answer = await adapter.ask(
        {
          text: suggestionInstruction(input),
          language: input.language,
          ...(input.country ? { country: input.country } : {}),
        },
        { timeoutMs: suggestionTimeoutMs, signal: AbortSignal.timeout(suggestionTimeoutMs) },
      );
      const parsed = parseSuggestionReply(answer.text, input);
      if (parsed) return { kind: 'answered', suggestions: { engine, ...parsed } };
      services.logger.info(
        { engine, organizationId },
        'project suggestions: the reply held no usable suggestion',
      );
    } catch (error) {
      services.logger.info({ engine, organizationId }, 'project suggestions: the engine call failed');
      logEngineFailure(services.logger, error, resolved.apiKey, { engine, organizationId });
    }
    return { kind: 'failed', engine };
  }
  return { kind: 'none' };
}
