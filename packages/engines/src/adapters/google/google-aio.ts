import { asString } from '../../shared/shape.ts';
import type { AskOptions, EngineAdapter, EngineAnswer, EnginePrompt } from '../../types.ts';
import { readSerpApiBlocks, serpApiAnswer } from './serpapi-compose.ts';
import { followUpContainer, overviewOf } from './serpapi-containers.ts';
import { localeParams, type SerpApiConfig, serpApiDefaults, serpApiSession } from './serpapi-search.ts';

export type GoogleAIOConfig = SerpApiConfig;

export const googleAioDefaults = { ...serpApiDefaults, model: 'google-ai-overview' };

/**
 * `google-aio`: the AI Overview of a Google search, through SerpApi (`engine=google`). An overview that
 * comes only as `ai_overview.page_token` is fetched with a second search (`engine=google_ai_overview`);
 * `raw` is then `{ search, overview }`. A search without an AI Overview is a `no_answer`, not a failure.
 */
export function createGoogleAIOEngine(config: GoogleAIOConfig): EngineAdapter {
  const costPerSearch = config.costPerSearch ?? googleAioDefaults.costPerSearch;
  return {
    id: 'google-aio',
    async ask(prompt: EnginePrompt, options: AskOptions = {}): Promise<EngineAnswer> {
      const session = serpApiSession(config, options);
      const meta = (raw: unknown) => ({
        raw,
        model: googleAioDefaults.model,
        cost: costPerSearch * session.searches,
      });
      const search = await session.search({
        engine: 'google',
        q: prompt.text,
        ...localeParams(config, prompt),
      });
      const overview = search.kind === 'body' ? overviewOf(search.body) : undefined;
      const pageToken = asString(overview?.page_token);
      if (!overview || !pageToken || readSerpApiBlocks(overview))
        return serpApiAnswer(overview, meta(search.body));
      const followUp = await session.search({ engine: 'google_ai_overview', page_token: pageToken });
      // The AI Overview API nests its answer in `ai_overview`; accept it at the top level as well.
      const container = followUp.kind === 'body' ? followUpContainer(followUp.body) : undefined;
      return serpApiAnswer(container, meta({ search: search.body, overview: followUp.body }));
    },
  };
}
