import type { OptimisationKind } from '@sightline/contracts';
import { type ReportSearch, reportSearchOf } from '@sightline/contracts';
import { optimisationKinds } from '@sightline/contracts/constants';

/** The optimisation screen's URL: the report filters, and the kind of recommendation shown (all when absent). */
export interface OptimisationSearch extends ReportSearch {
  kind?: OptimisationKind;
}

export const isOptimisationKind = (value: unknown): value is OptimisationKind =>
  typeof value === 'string' && (optimisationKinds as readonly string[]).includes(value);

/** `validateSearch` of `/reports/optimisation`: the filters, and `kind` when it names a kind of recommendation. */
export function validateOptimisationSearch(search: Record<string, unknown>): OptimisationSearch {
  return { ...reportSearchOf(search), ...(isOptimisationKind(search.kind) ? { kind: search.kind } : {}) };
}
