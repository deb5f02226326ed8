import { type ContentAnalytics, type ContentAnalyticsQuery, NotFoundError } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import {
  type AuthContext,
  findAnalyticsProject,
  hasSimulatedChats,
  type PromptFilter,
  sumContentTypes,
  sumContentTypesByPrompt,
  sumContentTypeTrend,
  sumReportAnswers,
} from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { explainEmptyReport } from '../analytics/explain-empty-report.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import {
  loadReportFilter,
  readReportFilter,
  reportFilterKey,
  reportSegments,
} from '../report-filter/index.ts';
import { buildContentAnalytics, contentTrendGranularity } from './build-content-analytics.ts';

/**
 * `GET /api/projects/:id/content-analytics`: the content types of the pages the engines cited over a range under the
 * report filters — the mix, per engine, owned pages against the others, per day or week, and per prompt intent. Any
 * member may read it.
 *
 * Authorizes and checks what needs no database at once; `load()` checks the tags and prompts against the project (a
 * 400, never cached), finds the filter's segment (tag, intent and branded filters; its page rows are built once, in
 * the background where a job queue runs) and reads five statements: the content types by engine and by ownership
 * (block page rollups, the segment's under such a filter, per-prompt ones under a list of prompts), the content types
 * by day or month and by prompt (content-type rollups: per day, or the filter's per-prompt rows; per-prompt blocks
 * and days), n, and whether any answer was simulated. Cached by the resolved range and filters.
 */
export async function prepareContentAnalytics(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: ContentAnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsRead<ContentAnalytics>> {
  const project = await findReadableProject(services, auth, projectKey);
  const parsed = readReportFilter(query, localDay(now, project.timezone));
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      endpoint: 'content-analytics',
      query: reportFilterKey(parsed),
    },
    async load() {
      const filter = await loadReportFilter(services, project.id, parsed);
      // Under a tag, intent or branded filter, the page rows of its segment (as the source screens read them).
      const { segmentId } = await reportSegments(services, project.id, filter, null, now, { sources: true });
      const read: PromptFilter = {
        segmentId,
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
      const analytics = buildContentAnalytics({ filter, types, trend, byPrompt, n, simulated });
      if (analytics.n > 0) return analytics;
      // Why there is nothing, as the other reports say it (docs/features/analytics.md, Empty reports).
      const analyticsProject = await findAnalyticsProject(services.db, project.id);
      if (!analyticsProject) throw new NotFoundError('Project not found');
      const empty = await explainEmptyReport(services, analyticsProject, {
        projectId: project.id,
        from: filter.from,
        to: filter.to,
        engines: filter.engines,
        narrowed: filter.promptIds !== undefined,
      });
      return { ...analytics, empty };
    },
  };
}
