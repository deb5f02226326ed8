import type { OptimisationMeta, OptimisationQuery, OptimisationRecommendation } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import {
  type AuthContext,
  findAnalyticsProject,
  hasSimulatedChats,
  type OptimisationFilter,
  sumReportAnswers,
} from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { explainEmptyReport } from '../analytics/explain-empty-report.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { loadReportFilter, readReportFilter, reportFilterKey } from '../report-filter/index.ts';
import { findContentTypeGaps } from './find-content-type-gaps.ts';
import { findEngineGaps } from './find-engine-gaps.ts';
import { findOutreachDomains } from './find-outreach-domains.ts';
import { findOwnedPageDrops } from './find-owned-page-drops.ts';
import { findPromptGaps } from './find-prompt-gaps.ts';
import type { OptimisationContext } from './optimisation-context.ts';
import { rankRecommendations } from './rank-recommendations.ts';
import { optimisationThresholds } from './thresholds.ts';

/** The report as computed (the route adds `metricsVersion` to its meta). */
export interface OptimisationReport {
  data: OptimisationRecommendation[];
  meta: Omit<OptimisationMeta, 'metricsVersion'>;
}

/**
 * `GET /api/v1/projects/:id/optimisation`: the ranked recommendations of the five rules (prompt gaps, outreach
 * domains, content types per intent, owned pages losing citations, engine gaps) over a range under the report
 * filters. Any member may read it; another organization's project is a 404.
 *
 * Authorizes and checks what needs no database at once (a bad range, engine or intent is a 400 naming it); `load()`
 * checks tags and prompts against the project, reads n for the range and the period before, then runs the rules side
 * by side (each a statement or two over rollups and facts, all scoped to the project and its organization) and ranks
 * what they found. Cached by the resolved filters and the tracked brands' names (a renamed competitor changes the
 * evidence without changing any fact).
 */
export async function prepareOptimisationReport(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: OptimisationQuery,
  now = new Date(),
): Promise<AnalyticsRead<OptimisationReport>> {
  const project = await findReadableProject(services, auth, projectKey);
  const parsed = readReportFilter(query, localDay(now, project.timezone));
  const analyticsProject = await findAnalyticsProject(services.db, project.id);
  const brands = analyticsProject?.brands ?? [];
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      endpoint: 'optimisation',
      query: { ...reportFilterKey(parsed), brands: brands.map((b) => `${b.key}=${b.name}`) },
    },
    async load() {
      const filter = await loadReportFilter(services, project.id, parsed);
      const read: OptimisationFilter = {
        organizationId: project.organizationId,
        projectId: project.id,
        from: filter.from,
        to: filter.to,
        engines: filter.engines,
        promptIds: filter.promptIds,
      };
      const earlier = daysEndingWith(daysEndingWith(filter.from, 2)[0]!, filter.days.length);
      const previous: OptimisationFilter = { ...read, from: earlier[0]!, to: earlier.at(-1)! };
      const [n, previousN, simulated] = await Promise.all([
        sumReportAnswers(services.db, read),
        sumReportAnswers(services.db, previous),
        hasSimulatedChats(services.db, read),
      ]);
      const context: OptimisationContext = { filter, read, previous, n, previousN, brands };
      const found = await Promise.all([
        findPromptGaps(services, context),
        findOutreachDomains(services, context),
        findContentTypeGaps(services, context),
        findOwnedPageDrops(services, context),
        findEngineGaps(services, context),
      ]);
      const ranked = rankRecommendations(found.flat());
      const empty =
        n === 0 && analyticsProject
          ? await explainEmptyReport(services, analyticsProject, {
              projectId: project.id,
              from: filter.from,
              to: filter.to,
              engines: filter.engines,
              narrowed: filter.promptIds !== undefined,
            })
          : null;
      return {
        data: ranked.data,
        meta: {
          from: filter.from,
          to: filter.to,
          previousFrom: previous.from,
          previousTo: previous.to,
          n,
          previousN,
          simulated,
          engines: filter.engines ?? null,
          filters: filter.applied,
          thresholds: optimisationThresholds,
          empty,
          found: ranked.found,
        },
      };
    },
  };
}
