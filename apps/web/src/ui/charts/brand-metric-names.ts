/**
 * The metrics of a brand that charts and heat tables switch between (docs/features/metrics.md), by name only: route
 * search validators import this, so it stays free of the statistics and the contracts' schemas (see
 * brand-metrics.ts).
 */
export const brandMetrics = [
  'visibility',
  'shareOfVoice',
  'mentionShareOfVoice',
  'top1Rate',
  'averagePosition',
  'sentimentScore',
] as const;
export type BrandMetric = (typeof brandMetrics)[number];

export const isBrandMetric = (value: unknown): value is BrandMetric =>
  typeof value === 'string' && (brandMetrics as readonly string[]).includes(value);
