import { addDays, dayIn } from '../../lib/dates.ts';

/** A range of local days, inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The last 7 days ending today in the project's timezone (today − 6 … today): home's week, compared by the API with
 * the 7 days before it (`compare=previous`).
 */
export function lastWeek(timezone: string | undefined, now: number | Date = Date.now()): DayRange {
  const today = dayIn(now, timezone);
  return { from: addDays(today, -6), to: today };
}
