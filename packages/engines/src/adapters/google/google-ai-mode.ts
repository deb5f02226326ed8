import type { AskOptions, EngineAdapter, EngineAnswer, EnginePrompt } from '../../types.ts';
import { serpApiAnswer } from './serpapi-compose.ts';
import { localeParams, type SerpApiConfig, serpApiDefaults, serpApiSession } from './serpapi-search.ts';

export type GoogleAIModeConfig = SerpApiConfig;

export const googleAiModeDefaults = { ...serpApiDefaults, model: 'google-ai-mode' };

/**
 * `google-ai-mode`: Google AI Mode through SerpApi (`engine=google_ai_mode`), whose `text_blocks` and
 * `references` sit at the top level of the body. No blocks (or SerpApi's "no results" error) is a
 * `no_answer`, not a failure.
 */
export function createGoogleAIModeEngine(config: GoogleAIModeConfig): EngineAdapter {
  const costPerSearch = config.costPerSearch ?? googleAiModeDefaults.costPerSearch;
  return {
    id: 'google-ai-mode',
    async ask(prompt: EnginePrompt, options: AskOptions = {}): Promise<EngineAnswer> {
      const session = serpApiSession(config, options);
      const result = await session.search({
        engine: 'google_ai_mode',
        q: prompt.text,
        ...localeParams(config, prompt),
      });
      return serpApiAnswer(result.kind === 'body' ? result.body : undefined, {
        raw: result.body,
        model: googleAiModeDefaults.model,
        cost: costPerSearch * session.searches,
      });
    },
  };
}
