import type { WatchListQuery } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import { trackingRange } from '../report-filter/index.ts';
import type { WatchPeriods } from './build-watch.ts';

export interface WatchRange extends WatchPeriods {
  from: string;
  to: string;
}

/**
 * The range of a watch read: local days `from`..`to` of the project's timezone (default the 30 days ending today;
 * a bad or too long range is a 400 naming the parameter), and the same number of days just before.
 */
export function watchRange(query: WatchListQuery, timezone: string, now: Date): WatchRange {
  const range = trackingRange(query, localDay(now, timezone));
  const before = daysEndingWith(range.days[0]!, range.days.length + 1).slice(0, -1);
  return {
    from: range.from,
    to: range.to,
    days: range.days,
    previous: { from: before[0]!, to: before.at(-1)! },
  };
}
