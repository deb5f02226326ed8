import {
  type ContentTypeId,
  contentTypeIds,
  type ReportSearch,
  reportSearchOf,
  type SourceTypeId,
  sourceTypeIds,
} from '@sightline/contracts';

/** The source screen's URL: the report filters, plus the tables' text, source types, content types and gap switch. */
export interface SourceSearch extends ReportSearch {
  q?: string;
  /** Only the sites of this registrable domain (naver.com: blog.naver.com, cafe.naver.com, …). */
  parent?: string;
  types?: SourceTypeId[];
  gap?: boolean;
  /** Only pages of these content types (the page table). */
  contentTypes?: ContentTypeId[];
  /** The table's sort as the API writes it (`citations:desc`) and its page (from 1). */
  sort?: string;
  page?: number;
  /** The page table instead of the domain table. */
  view?: 'pages';
}

/** A host name as the analyzer stores it (lower case, dots between labels); anything else is dropped. */
const DOMAIN =
  /^[a-z0-9\p{L}](?:[a-z0-9\p{L}-]*[a-z0-9\p{L}])?(?:\.[a-z0-9\p{L}](?:[a-z0-9\p{L}-]*[a-z0-9\p{L}])?)+$/u;

const isType = (value: unknown): value is SourceTypeId =>
  typeof value === 'string' && (sourceTypeIds as readonly string[]).includes(value);
const isContentType = (value: unknown): value is ContentTypeId =>
  typeof value === 'string' && (contentTypeIds as readonly string[]).includes(value);

/** A list from the URL: an array (the router writes JSON arrays) or a comma-separated string. */
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];

/** `validateSearch` of the source screen: the known filters with valid values; the rest dropped. */
export function validateSourceSearch(search: Record<string, unknown>): SourceSearch {
  const result: SourceSearch = reportSearchOf(search);
  if (typeof search.q === 'string' && search.q.trim()) result.q = search.q.trim().slice(0, 200);
  if (typeof search.parent === 'string' && search.parent.length <= 253 && DOMAIN.test(search.parent))
    result.parent = search.parent;
  const types = [...new Set(listOf(search.types).filter(isType))];
  if (types.length > 0) result.types = types;
  const contentTypes = [...new Set(listOf(search.contentTypes).filter(isContentType))];
  if (contentTypes.length > 0) result.contentTypes = contentTypes;
  if (search.gap === true || search.gap === 'true') result.gap = true;
  if (search.view === 'pages') result.view = 'pages';
  if (typeof search.sort === 'string' && /^[a-z]+:(asc|desc)$/i.test(search.sort)) result.sort = search.sort;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}
