import type { SourceDomainsQuery, SourceDomainsResponse } from '@sightline/contracts';
import { daysEndingWith, metricsVersion } from '@sightline/core';
import { type AuthContext, listOwnedSites, sumReportAnswers, sumSourceDomains } from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { resolveReportFilter } from '../analytics/report-filter.ts';
import { buildSourceDomains } from './build-source-domains.ts';
import { parseSourceTableQuery } from './parse-source-table-query.ts';

/**
 * `GET /api/projects/:id/sources-by-domain`: the domains the engines cited in a range under the report filters, with
 * source-type and text filters, a sort and Strapi-style pages, each domain with its change against the same number
 * of days before. Any member may read it. Validates at once; `load()` computes it (cached by the key).
 */
export async function prepareSourceDomains(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: SourceDomainsQuery,
  now = new Date(),
): Promise<AnalyticsRead<SourceDomainsResponse>> {
  const { sourceTypes: _t, q: _q, sort: _s, pagination: _p, ...filterQuery } = query;
  const table = parseSourceTableQuery(query);
  const project = await findReadableProject(services, auth, projectKey);
  const filter = await resolveReportFilter(services, project, filterQuery, now);
  const { applied } = filter;
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      endpoint: 'sources-by-domain',
      query: {
        from: filter.from,
        to: filter.to,
        engines: filter.engines ?? null,
        tags: applied.tags,
        intents: applied.intents,
        branded: applied.branded,
        prompts: applied.prompts,
        sourceTypes: table.sourceTypes ?? null,
        q: table.search ?? null,
        sort: table.sort.name,
        page: table.page,
        pageSize: table.pageSize,
      },
    },
    async load() {
      const read = {
        projectId: project.id,
        from: filter.from,
        to: filter.to,
        engines: filter.engines,
        promptIds: filter.promptIds,
      };
      const earlier = daysEndingWith(daysEndingWith(filter.from, 2)[0]!, filter.days.length);
      const previous = { ...read, from: earlier[0]!, to: earlier.at(-1)! };
      const [n, previousN, owned] = await Promise.all([
        sumReportAnswers(services.db, read),
        sumReportAnswers(services.db, previous),
        listOwnedSites(services.db, project.id),
      ]);
      const page = await sumSourceDomains(services.db, read, {
        previous,
        n,
        previousN,
        sourceTypes: table.sourceTypes,
        search: table.search,
        sort: table.sort,
        offset: (table.page - 1) * table.pageSize,
        limit: table.pageSize,
      });
      return {
        data: buildSourceDomains(page, n, previousN, owned),
        meta: {
          pagination: {
            page: table.page,
            pageSize: table.pageSize,
            pageCount: Math.ceil(page.total / table.pageSize),
            total: page.total,
          },
          from: filter.from,
          to: filter.to,
          n,
          citations: page.citations,
          previous: { from: previous.from, to: previous.to, n: previousN },
          sort: table.sort.name,
          metricsVersion,
        },
      };
    },
  };
}
