import type { ContentAnalytics, ContentAnalyticsQuery } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import {
  type AuthContext,
  hasSimulatedChats,
  type PromptFilter,
  sumContentTypes,
  sumContentTypesByPrompt,
  sumContentTypeTrend,
  sumReportAnswers,
} from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { loadReportFilter, parseReportFilter, reportFilterKey } from '../analytics/report-filter.ts';
import { buildContentAnalytics, contentTrendGranularity } from './build-content-analytics.ts';

/**
 * `GET /api/projects/:id/content-analytics`: the content types of the pages the engines cited over a range under the
 * report filters — the mix, per engine, owned pages against the others, per day or week, and per prompt intent. Any
 * member may read it.
 *
 * Authorizes and checks what needs no database at once; `load()` checks the tags and prompts against the project (a
 * 400, never cached) and reads five statements: the content types by engine and by ownership (block page
 * rollups, or per-prompt ones under a prompt filter), the content types by day or month (daily, monthly and block
 * page rollups, or per-prompt ones under a prompt filter) and by prompt (per-prompt page rollups), n, and whether
 * any answer was simulated. Cached by the resolved range and filters.
 */
export async function prepareContentAnalytics(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: ContentAnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsRead<ContentAnalytics>> {
  const project = await findReadableProject(services, auth, projectKey);
  const parsed = parseReportFilter(query, localDay(now, project.timezone));
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      endpoint: 'content-analytics',
      query: reportFilterKey(parsed),
    },
    async load() {
      const filter = await loadReportFilter(services, project.id, parsed);
      const read: PromptFilter = {
        projectId: project.id,
        from: filter.from,
        to: filter.to,
        engines: filter.engines,
        promptIds: filter.promptIds,
      };
      const [types, trend, byPrompt, n, simulated] = await Promise.all([
        sumContentTypes(services.db, read),
        sumContentTypeTrend(services.db, read, contentTrendGranularity(filter)),
        sumContentTypesByPrompt(services.db, read),
        sumReportAnswers(services.db, read),
        hasSimulatedChats(services.db, read),
      ]);
      return buildContentAnalytics({ filter, types, trend, byPrompt, n, simulated });
    },
  };
}
