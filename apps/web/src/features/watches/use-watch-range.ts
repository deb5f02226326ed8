import { effectiveRange } from '../../ui/data-screen/effective-range.ts';
import { useReportSearch } from '../../ui/filter-bar/use-filters.ts';
import type { WatchRange } from './watch-calls.ts';

/** The range of a watch screen: the URL's days, else the last 7 days ending today (the filter bar's default). */
export function useWatchRange(): WatchRange {
  const search = useReportSearch();
  const { from, to } = effectiveRange(search);
  return { from, to };
}

/** The URL's range to carry along a link from one watch screen to another (nothing when the URL has none). */
export function useRangeSearch(): { from?: string; to?: string } {
  const search = useReportSearch();
  return { ...(search.from ? { from: search.from } : {}), ...(search.to ? { to: search.to } : {}) };
}
