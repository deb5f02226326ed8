import type {
  EngineId,
  GroupBrandMetrics,
  ProportionChange,
  RatioBasis,
  TrackingReport,
} from '@sightline/contracts';

/** One engine of the dashboard's breakdown: its n, the own brand's numbers and every brand's visibility. */
export interface EngineRow {
  engine: EngineId;
  n: number;
  own: GroupBrandMetrics | null;
  /** The own brand's visibility against the same engine in the previous period (tested by the server). */
  change: ProportionChange | null;
  citationRate: number | null;
  /** The citation rate's numerator and denominator as the API returned them (answers citing an owned URL / n). */
  citationBasis: RatioBasis;
  /** Visibility by brand key (the bar chart's values). */
  visibility: Record<string, number | null>;
}

/**
 * The report's engine groups (`groupBy=engine`) as rows, in the report's engine order, engines without answers left
 * out; the own brand is found by the report's `own` flag.
 */
export function engineRows(report: TrackingReport): EngineRow[] {
  if (report.groupBy !== 'engine') return [];
  const ownKey = report.brands.find((b) => b.own)?.key;
  const order = new Map(report.engines.map((engine, index) => [engine as string, index]));
  return report.groups
    .filter((group) => group.n > 0)
    .sort((a, b) => (order.get(a.key) ?? 99) - (order.get(b.key) ?? 99))
    .map((group) => {
      const own = group.brands.find((b) => b.key === ownKey) ?? null;
      return {
        engine: group.key as EngineId,
        n: group.n,
        own,
        change: own?.change ?? null,
        citationRate: group.citationRate.value,
        citationBasis: {
          numerator: group.citationRate.citing,
          denominator: group.citationRate.n,
          numeratorUnit: 'answers',
          denominatorUnit: 'answers',
        },
        visibility: Object.fromEntries(group.brands.map((b) => [b.key, b.visibility.value])),
      };
    });
}
