import { type ReportSearch, reportSearchOf } from '@sightline/contracts';
import { type BrandMetric, isBrandMetric } from '../../ui/charts/brand-metric-names.ts';

/** An analytics screen's search: the report filters and the metric its matrices show. */
export type AnalyticsSearch = ReportSearch & { metric?: BrandMetric };

/** `validateSearch` of `/analytics/overview` and `/analytics/intent`: the filters and the metric, when valid. */
export function validateAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  return { ...reportSearchOf(search), ...(isBrandMetric(search.metric) ? { metric: search.metric } : {}) };
}
