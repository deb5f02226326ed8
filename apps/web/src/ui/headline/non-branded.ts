import type { RangedReportFilter, TrackedBrandMetrics } from '@sightline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { analyticsCalls } from '../../lib/api/analytics-calls.ts';
import { reportFilterKey, retryUnlessBadFilter } from '../filter-bar/report-filter.ts';

/** TanStack Query keys of the headline (a collect's end refreshes every query). */
export const headlineKeys = {
  report: (projectDocumentId: string, filter: RangedReportFilter) =>
    ['headline', projectDocumentId, reportFilterKey(filter)] as const,
};

/** The screen's filter narrowed to the prompts that do not name the own brand. */
export const nonBrandedFilter = (filter: RangedReportFilter): RangedReportFilter => ({
  ...filter,
  branded: false,
});

/** The tracking report of the non-branded prompts (every brand's visibility with its basis). */
export const nonBrandedReportQuery = (projectDocumentId: string, filter: RangedReportFilter) =>
  queryOptions({
    queryKey: headlineKeys.report(projectDocumentId, nonBrandedFilter(filter)),
    queryFn: ({ signal }) => analyticsCalls.tracking(projectDocumentId, nonBrandedFilter(filter), {}, signal),
    retry: retryUnlessBadFilter,
  });

/** What the headline says: the own brand, the leading competitor and the gap, and the brands its bars show. */
export interface HeadlineStory {
  own: TrackedBrandMetrics | null;
  /** The competitor with the highest visibility (null when no competitor is named in any answer). */
  leader: TrackedBrandMetrics | null;
  /** The leader's visibility − the own brand's (a fraction; negative when the own brand leads); null without either. */
  gap: number | null;
  /** The own brand and the competitors by visibility, highest first, at most `limit` (the own brand always in). */
  bars: TrackedBrandMetrics[];
}

export function headlineStory(brands: readonly TrackedBrandMetrics[], limit: number): HeadlineStory {
  const own = brands.find((b) => b.own) ?? null;
  const competitors = brands
    .filter((b) => !b.own)
    .sort((a, b) => (b.visibility.value ?? 0) - (a.visibility.value ?? 0));
  const leader = competitors.find((b) => (b.visibility.value ?? 0) > 0) ?? null;
  const gap =
    own?.visibility.value == null || leader?.visibility.value == null
      ? null
      : leader.visibility.value - own.visibility.value;
  const ranked = [...(own ? [own] : []), ...competitors].sort(
    (a, b) => (b.visibility.value ?? 0) - (a.visibility.value ?? 0),
  );
  const bars = ranked.slice(0, limit);
  if (own && !bars.includes(own)) bars.splice(limit - 1, 1, own);
  return { own, leader, gap, bars };
}
