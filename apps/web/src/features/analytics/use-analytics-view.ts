import { useSearch } from '@tanstack/react-router';
import type { BrandMetric } from '../../ui/charts/brand-metric-names.ts';
import { useSetSearch } from '../../ui/filter-bar/use-set-search.ts';
import { type AnalyticsSearch, validateAnalyticsSearch } from './analytics-search.ts';

/** An analytics screen's search (filters and metric) and a setter for the metric. */
export function useAnalyticsView(): {
  search: AnalyticsSearch;
  metric: BrandMetric;
  setMetric: (metric: BrandMetric) => void;
} {
  const search = validateAnalyticsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const set = useSetSearch<{ metric: BrandMetric }>();
  return { search, metric: search.metric ?? 'visibility', setMetric: (metric) => set({ metric }) };
}
