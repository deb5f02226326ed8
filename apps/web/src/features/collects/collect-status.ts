import type { CollectStatus, RunStatus } from '@sightline/contracts';
import { addDays, todayIn as todayInZone } from '../../lib/dates.ts';

/** One colour per collect status, the same in the calendar, its legend and the day's collects. */
export const collectStatusColor: Record<CollectStatus, string> = {
  completed: 'teal',
  partial: 'yellow',
  failed: 'red',
  running: 'blue',
  scheduled: 'gray',
};

export const collectStatuses = Object.keys(collectStatusColor) as CollectStatus[];

/** One colour per run status in the grid. */
export const runStatusColor: Record<RunStatus, string> = {
  succeeded: 'teal',
  failed: 'red',
  running: 'blue',
  queued: 'gray',
};

/** Today as a local day (`YYYY-MM-DD`) in the project's timezone. */
export function todayIn(timezone: string): string {
  return todayInZone(timezone);
}

/** A day and the days before and after it (`YYYY-MM-DD`, calendar arithmetic, no timezone involved). */
export function neighbourDays(day: string): { previous: string; next: string } {
  return { previous: addDays(day, -1), next: addDays(day, 1) };
}

/** Route params of a local day. */
export function dayParams(day: string): { year: string; month: string; day: string } {
  const [year = '', month = '', date = ''] = day.split('-');
  return { year, month, day: date };
}
