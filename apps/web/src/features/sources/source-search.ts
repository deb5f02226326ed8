import { type SourceTypeId, sourceTypeIds } from '@sightline/contracts';
import { type FilterSearch, validateFilters } from '../../lib/filter-search.ts';

/** The source screen's URL: the report filters, plus the table's text, source types and gap switch. */
export interface SourceSearch extends FilterSearch {
  q?: string;
  types?: SourceTypeId[];
  gap?: boolean;
  /** The page table instead of the domain table. */
  view?: 'pages';
}

const isType = (value: unknown): value is SourceTypeId =>
  typeof value === 'string' && (sourceTypeIds as readonly string[]).includes(value);

/** `validateSearch` of the source screen: the known filters with valid values; the rest dropped. */
export function validateSourceSearch(search: Record<string, unknown>): SourceSearch {
  const result: SourceSearch = validateFilters(search);
  if (typeof search.q === 'string' && search.q.trim()) result.q = search.q.trim().slice(0, 200);
  const raw = Array.isArray(search.types)
    ? search.types
    : typeof search.types === 'string'
      ? search.types.split(',')
      : [];
  const types = [...new Set(raw.filter(isType))];
  if (types.length > 0) result.types = types;
  if (search.gap === true || search.gap === 'true') result.gap = true;
  if (search.view === 'pages') result.view = 'pages';
  return result;
}
