import type { TrackingReport } from '@sightline/contracts';
import type { IntervalPoint } from '../../ui/charts/LineIntervalChart.tsx';

/**
 * The visibility of every brand on each day of the report (its zero-filled daily series), with one brand's Wilson
 * bounds as the band and the day's n; a day without answers has no values (the lines join over it) and no band.
 */
export function visibilityPoints(report: TrackingReport, bandKey: string): IntervalPoint[] {
  return report.series.map((day) => {
    const values: Record<string, number | null> = {};
    for (const brand of report.brands) values[brand.key] = day.brands[brand.key]?.visibility ?? null;
    const own = day.brands[bandKey];
    const band = own && own.low !== null && own.high !== null ? { low: own.low, high: own.high } : null;
    return { x: day.day, values, band, n: day.n };
  });
}
