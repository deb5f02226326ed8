import { type SourceDomainsQuery, sourceDomainSorts, sourceTypeIds } from '@sightline/contracts';
import type { SourceDomainSortKey } from '@sightline/db';
import { invalidParameter, listValues } from '../analytics/tracking-range.ts';

export const defaultPageSize = 25;
export const maxPageSize = 100;

export interface SourceTableQuery {
  sourceTypes: string[] | undefined;
  search: string | undefined;
  sort: { name: string; key: SourceDomainSortKey; direction: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

/** `share` orders as citations do and `rate` as answers citing do: the same numbers over one denominator. */
const sortKeys: Record<(typeof sourceDomainSorts)[number], SourceDomainSortKey> = {
  citations: 'citations',
  share: 'citations',
  answers: 'answers',
  rate: 'answers',
  impression: 'impression',
  position: 'position',
  domain: 'domain',
  change: 'change',
};

function pageNumber(field: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= 1 && n <= max))
    invalidParameter(field, `${field} must be a whole number from 1 to ${max}, not ${value}`, value);
  return n;
}

/**
 * The source table's own parameters (besides the report filters): source types, text search, sort as `key:dir`
 * (default `citations:desc`; `domain` defaults to ascending) and Strapi-style paging. Anything else is a 400 naming
 * the parameter.
 */
export function parseSourceTableQuery(query: SourceDomainsQuery): SourceTableQuery {
  let sourceTypes: string[] | undefined;
  if (query.sourceTypes !== undefined) {
    sourceTypes = listValues(query.sourceTypes);
    const unknown = sourceTypes.filter((t) => !(sourceTypeIds as readonly string[]).includes(t));
    if (unknown.length > 0)
      invalidParameter(
        'sourceTypes',
        `sourceTypes must be among ${sourceTypeIds.join(', ')}, not ${unknown.join(', ')}`,
        unknown.join(','),
      );
    sourceTypes.sort();
  }
  const search = query.q?.trim() || undefined;
  const [name = 'citations', dir, ...rest] = (query.sort ?? 'citations:desc').split(':');
  if (!(sourceDomainSorts as readonly string[]).includes(name) || rest.length > 0)
    invalidParameter(
      'sort',
      `sort must be one of ${sourceDomainSorts.join(', ')}, with :asc or :desc, not ${query.sort}`,
      query.sort,
    );
  if (dir !== undefined && dir !== 'asc' && dir !== 'desc')
    invalidParameter('sort', `sort direction must be asc or desc, not ${dir}`, query.sort);
  const key = sortKeys[name as (typeof sourceDomainSorts)[number]];
  const direction = dir ?? (key === 'domain' || key === 'position' ? 'asc' : 'desc');
  return {
    sourceTypes,
    search,
    sort: { name: `${name}:${direction}`, key, direction },
    page: pageNumber('pagination.page', query.pagination?.page, 1, 100_000),
    pageSize: pageNumber('pagination.pageSize', query.pagination?.pageSize, defaultPageSize, maxPageSize),
  };
}
