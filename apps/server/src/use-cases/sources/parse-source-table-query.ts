import {
  contentTypeIds,
  type SourceDomainsQuery,
  type SourceUrlsQuery,
  sourceDomainSorts,
  sourceTypeIds,
  sourceUrlSorts,
} from '@sightline/contracts';
import { invalidParameter, listValues } from '../query-parameters.ts';
import { parseDomain } from './parse-domain.ts';

export const defaultPageSize = 25;
export const maxPageSize = 100;

/** What a source table sorts by: `share` orders as citations do and `rate` as answers citing do. */
type SortKey = 'citations' | 'answers' | 'impression' | 'position' | 'domain' | 'url' | 'change';

export interface SourceTableQuery<K extends SortKey = SortKey> {
  sourceTypes: string[] | undefined;
  contentTypes: string[] | undefined;
  search: string | undefined;
  /** Only the sites of this registrable domain. */
  parent: string | undefined;
  /** Only the gap: cited beside competitors, never beside the own brand (domain table). */
  gap: boolean;
  sort: { name: string; key: K; direction: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

const sortKeyOf = (name: string): SortKey =>
  name === 'share' ? 'citations' : name === 'rate' ? 'answers' : (name as SortKey);

function pageNumber(field: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= 1 && n <= max))
    invalidParameter(field, `${field} must be a whole number from 1 to ${max}, not ${value}`, value);
  return n;
}

function parseGap(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return invalidParameter('gap', `gap must be true or false, not ${value}`, value);
}

function typeList(field: string, value: string | string[] | undefined, known: readonly string[]) {
  if (value === undefined) return undefined;
  const values = listValues(value);
  const unknown = values.filter((t) => !known.includes(t));
  if (unknown.length > 0)
    invalidParameter(
      field,
      `${field} must be among ${known.join(', ')}, not ${unknown.join(', ')}`,
      unknown.join(','),
    );
  return values.sort();
}

function parseTable<K extends SortKey>(
  query: SourceDomainsQuery | SourceUrlsQuery,
  sorts: readonly string[],
): SourceTableQuery<K> {
  const [name = 'citations', dir, ...rest] = (query.sort ?? 'citations:desc').split(':');
  if (!sorts.includes(name) || rest.length > 0)
    invalidParameter(
      'sort',
      `sort must be one of ${sorts.join(', ')}, with :asc or :desc, not ${query.sort}`,
      query.sort,
    );
  if (dir !== undefined && dir !== 'asc' && dir !== 'desc')
    invalidParameter('sort', `sort direction must be asc or desc, not ${dir}`, query.sort);
  const key = sortKeyOf(name);
  const direction = dir ?? (key === 'domain' || key === 'url' || key === 'position' ? 'asc' : 'desc');
  return {
    sourceTypes: typeList('sourceTypes', query.sourceTypes, sourceTypeIds),
    contentTypes: typeList(
      'contentTypes',
      'contentTypes' in query ? query.contentTypes : undefined,
      contentTypeIds,
    ),
    search: query.q?.trim() || undefined,
    parent: query.parent?.trim() ? parseDomain(query.parent, 'parent') : undefined,
    gap: parseGap(query.gap),
    sort: { name: `${name}:${direction}`, key: key as K, direction },
    page: pageNumber('pagination.page', query.pagination?.page, 1, 100_000),
    pageSize: pageNumber('pagination.pageSize', query.pagination?.pageSize, defaultPageSize, maxPageSize),
  };
}

/**
 * The domain table's own parameters (besides the report filters): source types, text search, sort as `key:dir`
 * (default `citations:desc`; `domain` and `position` default to ascending) and Strapi-style paging. Anything else is
 * a 400 naming the parameter.
 */
export const parseSourceTableQuery = (query: SourceDomainsQuery) =>
  parseTable<Exclude<SortKey, 'url'>>(query, sourceDomainSorts);

/** The page table's: the same, with content types, and `url` instead of `domain`. */
export const parseSourceUrlTableQuery = (query: SourceUrlsQuery) =>
  parseTable<Exclude<SortKey, 'domain'>>(query, sourceUrlSorts);
