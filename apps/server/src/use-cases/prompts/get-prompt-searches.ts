import type { EngineId, PromptReportQuery, PromptSearchesResponse } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import { type AuthContext, sumPromptSearches } from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { findPromptFor } from '../../auth/find-prompt-for.ts';
import type { Services } from '../../services.ts';
import { trackingRange } from '../report-filter/index.ts';

type PromptSearches = PromptSearchesResponse['data'];

/**
 * `GET /api/v1/prompts/:id/searches`: what each engine searched before answering the prompt (the answers' fan-out)
 * over the report's range and engines, beside the same number of days before — each search with the answers that
 * ran it then and now, new or gone — and per engine how many answers said what they searched (engines whose
 * responses do not say have none). Any member may read it; another organization's prompt is a 404.
 */
export async function preparePromptSearches(
  services: Services,
  auth: AuthContext,
  promptKey: string,
  query: PromptReportQuery,
  now = new Date(),
): Promise<AnalyticsRead<PromptSearches>> {
  const prompt = await findPromptFor(services, auth, promptKey, 'read');
  const project = await findProjectFor(services, auth, prompt.projectId, 'read');
  const range = trackingRange(query, localDay(now, project.timezone));
  const earlier = daysEndingWith(daysEndingWith(range.from, 2)[0]!, range.days.length);
  const previous = { from: earlier[0]!, to: earlier.at(-1)! };
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      endpoint: 'prompt-searches',
      query: { prompt: prompt.id, from: range.from, to: range.to, engines: range.engines ?? null },
    },
    async load() {
      const { rows, basis } = await sumPromptSearches(
        services.db,
        {
          projectId: project.id,
          promptId: prompt.id,
          from: range.from,
          to: range.to,
          engines: range.engines,
        },
        previous,
      );
      return {
        from: range.from,
        to: range.to,
        previous,
        engines: basis.map((b) => ({ ...b, engine: b.engine as EngineId })),
        searches: rows.map((r) => ({
          ...r,
          engine: r.engine as EngineId,
          status: r.previousAnswers === 0 ? 'new' : r.answers === 0 ? 'gone' : 'kept',
        })),
      };
    },
  };
}
