import type { SourceUrlsQuery, SourceUrlsResponse } from '@sightline/contracts';
import { type AuthContext, sumSourceUrls } from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { buildSourceUrls } from './build-source-urls.ts';
import { parseDomain } from './parse-domain.ts';
import { parseSourceUrlTableQuery } from './parse-source-table-query.ts';
import {
  explainEmptySources,
  sourceTableCounts,
  sourceTableKey,
  sourceTableMeta,
  sourceTableRead,
} from './source-table-read.ts';

/**
 * `GET /api/projects/:id/sources`: the pages the engines cited in a range under the report filters, optionally of one
 * domain, with source-type, content-type and text (address or title) filters, a sort and Strapi-style pages, each
 * page with its change against the same number of days before. Any member may read it (cached by the key).
 */
export async function prepareSourceUrls(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: SourceUrlsQuery,
  now = new Date(),
): Promise<AnalyticsRead<SourceUrlsResponse>> {
  const {
    sourceTypes: _t,
    contentTypes: _c,
    domain: domainParam,
    q: _q,
    parent: _pa,
    gap: _g,
    sort: _s,
    pagination: _p,
    ...filterQuery
  } = query;
  const table = parseSourceUrlTableQuery(query);
  const domain = domainParam === undefined ? undefined : parseDomain(domainParam);
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
      endpoint: 'sources',
      query: { ...sourceTableKey(filter, table), domain: domain ?? null },
    },
    async load() {
      const [n, previousN] = await sourceTableCounts(services, read, previous, project.id);
      const page = await sumSourceUrls(services.db, read, {
        previous,
        n,
        previousN,
        domain,
        sourceTypes: table.sourceTypes,
        contentTypes: table.contentTypes,
        search: table.search,
        parent: table.parent,
        gap: table.gap,
        sort: table.sort,
        offset: (table.page - 1) * table.pageSize,
        limit: table.pageSize,
      });
      return {
        data: buildSourceUrls(page, n, previousN),
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
