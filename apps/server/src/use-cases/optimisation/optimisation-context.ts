import {
  type ContentTypeId,
  contentTypeIds,
  type OptimisationRate,
  type OptimisationRecommendation,
  type SourceTypeId,
  sourceTypeIds,
} from '@sightline/contracts';
import type { OptimisationFilter, TrackedBrand } from '@sightline/db';
import type { ResolvedReportFilter } from '../report-filter/index.ts';

/** What every rule of the report reads from: the resolved filters, the periods as database filters, n, the brands. */
export interface OptimisationContext {
  filter: ResolvedReportFilter;
  /** The range, and the same number of days just before it, with the same engines and prompts. */
  read: OptimisationFilter;
  previous: OptimisationFilter;
  n: number;
  previousN: number;
  /** The own brand first, then the current competitors. */
  brands: TrackedBrand[];
}

/** A recommendation before the report ranks it. */
export type Unranked<T extends OptimisationRecommendation = OptimisationRecommendation> = T extends unknown
  ? Omit<T, 'rank'>
  : never;

/** A proportion with its numerator and n (value null when n is 0). */
export const rateOf = (count: number, n: number): OptimisationRate => ({
  value: n > 0 ? Math.min(1, count / n) : null,
  count,
  n,
});

/** A source type as the contract knows it: an unknown one read from the database is `other`. */
export const asSourceType = (value: string): SourceTypeId =>
  (sourceTypeIds as readonly string[]).includes(value) ? (value as SourceTypeId) : 'other';

/** A content type as the contract knows it: an unknown one read from the database is `other`. */
export const asContentType = (value: string): ContentTypeId =>
  (contentTypeIds as readonly string[]).includes(value) ? (value as ContentTypeId) : 'other';
