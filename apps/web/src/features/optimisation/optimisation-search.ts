import type { OptimisationKind } from '@sightline/contracts';
import { optimisationKinds } from '@sightline/contracts/constants';
import { type FilterSearch, validateFilters } from '../../lib/filter-search.ts';

/** The optimisation screen's URL: the report filters, and the kind of recommendation shown (all when absent). */
export interface OptimisationSearch extends FilterSearch {
  kind?: OptimisationKind;
}

export const isOptimisationKind = (value: unknown): value is OptimisationKind =>
  typeof value === 'string' && (optimisationKinds as readonly string[]).includes(value);

/** `validateSearch` of `/reports/optimisation`: the filters, and `kind` when it names a kind of recommendation. */
export function validateOptimisationSearch(search: Record<string, unknown>): OptimisationSearch {
  return { ...validateFilters(search), ...(isOptimisationKind(search.kind) ? { kind: search.kind } : {}) };
}
