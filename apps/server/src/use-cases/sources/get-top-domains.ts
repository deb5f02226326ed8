import type { TopDomainsQuery, TopDomainsResponse } from '@sightline/contracts';
import { type AuthContext, listOwnedSites, sumReportAnswers, sumTopDomains } from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { parseLimit } from '../analytics/parse-limit.ts';
import { resolveReportFilter } from '../report-filter/index.ts';
import { buildTopDomains } from './build-top-domains.ts';

export const defaultDomainLimit = 10;
export const maxDomainLimit = 50;

/**
 * `GET /api/v1/projects/:id/top-domains`: the most cited domains of the report filters, from the per-prompt domain
 * rollups. Any member may read it. Authorizes and validates at once; `load()` computes it (cached by the key, which
 * holds the resolved range, every filter and the limit).
 */
export async function prepareTopDomains(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: TopDomainsQuery,
  now = new Date(),
): Promise<AnalyticsRead<TopDomainsResponse['data']>> {
  const { limit: limitParam, ...filterQuery } = query;
  const limit = parseLimit(limitParam, defaultDomainLimit, maxDomainLimit);
  const project = await findReadableProject(services, auth, projectKey);
  const filter = await resolveReportFilter(services, project, filterQuery, now);
  const { applied } = filter;
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      endpoint: 'top-domains',
      query: {
        from: filter.from,
        to: filter.to,
        engines: filter.engines ?? null,
        tags: applied.tags,
        intents: applied.intents,
        branded: applied.branded,
        prompts: applied.prompts,
        limit,
      },
    },
    async load() {
      const rollups = {
        projectId: project.id,
        from: filter.from,
        to: filter.to,
        engines: filter.engines,
        promptIds: filter.promptIds,
      };
      const [sums, n, owned] = await Promise.all([
        sumTopDomains(services.db, rollups, limit),
        sumReportAnswers(services.db, rollups),
        listOwnedSites(services.db, project.id),
      ]);
      return buildTopDomains({ from: filter.from, to: filter.to, n, sums, owned });
    },
  };
}
