import { type ReportSearch, reportSearchOf } from '@sightline/contracts';
import { type BrandMetric, isBrandMetric } from '../../ui/charts/brand-metric-names.ts';

/** The time grains the trend can be drawn in (the report's `groupBy`). */
export const trendGrains = ['day', 'week', 'month'] as const;
export type TrendGrain = (typeof trendGrains)[number];

/**
 * The tracking screen's own view in the URL, beside the filters: the metric of the trend, its grain, and the brand
 * whose visibility the prompt × engine table shows (a brand key: `brand` or a competitor's document id).
 */
export interface TrackingView {
  metric?: BrandMetric;
  grain?: TrendGrain;
  brand?: string;
}

export type TrackingSearch = ReportSearch & TrackingView;

const brandKey = /^(brand|[0-9a-z]{24}|\d{1,15})$/;

/** `validateSearch` of `/projects/tracking`: the filters and the view, each kept only when valid. */
export function validateTrackingSearch(search: Record<string, unknown>): TrackingSearch {
  const grain = (trendGrains as readonly unknown[]).includes(search.grain)
    ? (search.grain as TrendGrain)
    : undefined;
  const brand = typeof search.brand === 'string' && brandKey.test(search.brand) ? search.brand : undefined;
  return {
    ...reportSearchOf(search),
    ...(isBrandMetric(search.metric) ? { metric: search.metric } : {}),
    ...(grain ? { grain } : {}),
    ...(brand ? { brand } : {}),
  };
}
