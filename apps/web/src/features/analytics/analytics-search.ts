import { type FilterSearch, validateFilters } from '../../lib/filter-search.ts';
import { type BrandMetric, isBrandMetric } from '../../ui/charts/brand-metric-names.ts';

/** An analytics screen's search: the report filters and the metric its matrices show. */
export type AnalyticsSearch = FilterSearch & { metric?: BrandMetric };

/** `validateSearch` of `/analytics/overview` and `/analytics/intent`: the filters and the metric, when valid. */
export function validateAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  return { ...validateFilters(search), ...(isBrandMetric(search.metric) ? { metric: search.metric } : {}) };
}
