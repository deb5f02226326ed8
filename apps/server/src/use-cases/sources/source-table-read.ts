import type {
  AnalyticsFilterQuery,
  EmptyReportReason,
  PageMeta,
  SourceDomainsResponse,
} from '@sightline/contracts';
import { daysEndingWith, metricsVersion } from '@sightline/core';
import {
  type AuthContext,
  findAnalyticsProject,
  listOwnedSites,
  type OwnedMediaRow,
  sumReportAnswers,
} from '@sightline/db';
import type { Services } from '../../services.ts';
import { explainEmptyReport } from '../analytics/explain-empty-report.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { type ResolvedReportFilter, reportSegments, resolveReportFilter } from '../report-filter/index.ts';
import type { SourceTableQuery } from './parse-source-table-query.ts';

/**
 * What the source reads share: the project, its filters (with their segment), the range and the same number of days
 * before.
 */
export async function sourceTableRead(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  filterQuery: AnalyticsFilterQuery,
  now: Date,
) {
  const project = await findReadableProject(services, auth, projectKey);
  const filter = await resolveReportFilter(services, project, filterQuery, now);
  // A tag, intent or branded filter reads its prompts' segment (days × engines × domains rows), built at first use.
  const { segmentId } = await reportSegments(services, project.id, filter, null, now, { sources: true });
  const read = {
    projectId: project.id,
    from: filter.from,
    to: filter.to,
    engines: filter.engines,
    promptIds: filter.promptIds,
    segmentId,
  };
  const earlier = daysEndingWith(daysEndingWith(filter.from, 2)[0]!, filter.days.length);
  const previous = { ...read, from: earlier[0]!, to: earlier.at(-1)! };
  return { project, filter, read, previous };
}

/** The cache key's part every source read shares: the resolved range and filters. */
export function sourceFilterKey(filter: ResolvedReportFilter) {
  const { applied } = filter;
  return {
    from: filter.from,
    to: filter.to,
    engines: filter.engines ?? null,
    tags: applied.tags,
    intents: applied.intents,
    branded: applied.branded,
    prompts: applied.prompts,
  };
}

/** The cache key's part common to both tables: the resolved range and filters and the table's parameters. */
export function sourceTableKey(filter: ResolvedReportFilter, table: SourceTableQuery) {
  return {
    ...sourceFilterKey(filter),
    sourceTypes: table.sourceTypes ?? null,
    contentTypes: table.contentTypes ?? null,
    q: table.search ?? null,
    parent: table.parent ?? null,
    gap: table.gap,
    sort: table.sort.name,
    page: table.page,
    pageSize: table.pageSize,
  };
}

/** n of the range and of the period before, and the project's owned sites. */
export function sourceTableCounts(
  services: Services,
  read: Parameters<typeof sumReportAnswers>[1],
  previous: Parameters<typeof sumReportAnswers>[1],
  projectId: number,
): Promise<[number, number, OwnedMediaRow[]]> {
  return Promise.all([
    sumReportAnswers(services.db, read),
    sumReportAnswers(services.db, previous),
    listOwnedSites(services.db, projectId),
  ]);
}

/**
 * Why a source read's range has no answer under its filters when `n` is 0, as every report says it
 * (`explainEmptyReport`); null when it has answers.
 */
export async function explainEmptySources(
  services: Services,
  projectId: number,
  filter: ResolvedReportFilter,
  n: number,
): Promise<EmptyReportReason | null> {
  if (n > 0) return null;
  const project = await findAnalyticsProject(services.db, projectId);
  if (!project) return null;
  const { applied } = filter;
  return explainEmptyReport(services, project, {
    projectId,
    from: filter.from,
    to: filter.to,
    engines: filter.engines,
    narrowed:
      applied.tags.length > 0 ||
      applied.intents.length > 0 ||
      applied.branded !== null ||
      applied.prompts.length > 0,
  });
}

export const pageMeta = (table: SourceTableQuery, total: number): PageMeta => ({
  page: table.page,
  pageSize: table.pageSize,
  pageCount: Math.ceil(total / table.pageSize),
  total,
});

/** The `meta` of a domain's or a page's screen: the range and its n, the citations of the range, the period compared. */
export function sourceDetailMeta(
  filter: { from: string; to: string },
  previous: { from: string; to: string },
  n: number,
  previousN: number,
  citations: number,
  empty: EmptyReportReason | null,
): Omit<SourceDomainsResponse['meta'], 'pagination' | 'sort'> {
  return {
    from: filter.from,
    to: filter.to,
    n,
    citations,
    previous: { from: previous.from, to: previous.to, n: previousN },
    empty,
    metricsVersion,
  };
}

/** The `meta` of a source table's response: the page, the range and its n, the period compared, the sort. */
export function sourceTableMeta(
  table: SourceTableQuery,
  page: { total: number; citations: number },
  filter: { from: string; to: string },
  previous: { from: string; to: string },
  n: number,
  previousN: number,
  empty: EmptyReportReason | null,
): SourceDomainsResponse['meta'] {
  return {
    pagination: pageMeta(table, page.total),
    ...sourceDetailMeta(filter, previous, n, previousN, page.citations, empty),
    sort: table.sort.name,
  };
}
