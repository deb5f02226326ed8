import type { SourceDomainsQuery, SourceDomainsResponse } from '@sightline/contracts';
import { type AuthContext, sumSourceDomains } from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { buildSourceDomains } from './build-source-domains.ts';
import { parseSourceTableQuery } from './parse-source-table-query.ts';
import {
  explainEmptySources,
  sourceTableCounts,
  sourceTableKey,
  sourceTableMeta,
  sourceTableRead,
} from './source-table-read.ts';

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
  const { sourceTypes: _t, q: _q, parent: _pa, gap: _g, sort: _s, pagination: _p, ...filterQuery } = query;
  const table = parseSourceTableQuery(query);
  const { project, filter, read, previous } = await sourceTableRead(
    services,
    auth,
    projectKey,
    filterQuery,
    now,
  );
  return {
    key: {
      projectId: project.id,
      dataVersion: project.dataVersion,
      endpoint: 'sources-by-domain',
      query: sourceTableKey(filter, table),
    },
    async load() {
      const [n, previousN, owned] = await sourceTableCounts(services, read, previous, project.id);
      const page = await sumSourceDomains(services.db, read, {
        previous,
        n,
        previousN,
        sourceTypes: table.sourceTypes,
        search: table.search,
        parent: table.parent,
        gap: table.gap,
        sort: table.sort,
        offset: (table.page - 1) * table.pageSize,
        limit: table.pageSize,
      });
      return {
        data: buildSourceDomains(page, n, previousN, owned),
        meta: sourceTableMeta(
          table,
          page,
          filter,
          previous,
          n,
          previousN,
          await explainEmptySources(services, project.id, filter, n),
        ),
      };
    },
  };
}
