import { defaultTimezone } from '@sightline/contracts';

/**
 * Local days and a zone's wall clock, with the platform's Intl (no date library on a screen's first load: dayjs is
 * loaded with the range calendar only, lib/calendar-dayjs.ts). A local day is written `YYYY-MM-DD`; days are counted
 * in Asia/Seoul unless a project says otherwise. Display formatting is lib/format.ts's.
 */

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timezone: string): Intl.DateTimeFormat {
  let formatter = wallClocks.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timezone, formatter);
  }
  return formatter;
}

/** An instant's local day and time of day in a timezone: `{ day: '2026-11-21', clock: '01:30' }`. */
export function zoned(
  instant: string | number | Date,
  timezone: string = defaultTimezone,
): { day: string; clock: string } {
  const date = new Date(instant);
  // What is no instant is kept as it is (never an error thrown in the middle of a screen).
  if (Number.isNaN(date.getTime())) return { day: String(instant), clock: '' };
  const parts: Record<string, string> = {};
  for (const part of wallClock(timezone).formatToParts(date)) parts[part.type] = part.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, clock: `${parts.hour}:${parts.minute}` };
}

/** An instant's local day (`YYYY-MM-DD`) in a timezone (Asia/Seoul by default). */
export function dayIn(instant: string | number | Date, timezone?: string): string {
  return zoned(instant, timezone).day;
}

/** Today as a local day (`YYYY-MM-DD`) in a timezone (Asia/Seoul by default). */
export function todayIn(timezone?: string, now: number | Date = Date.now()): string {
  return dayIn(now, timezone);
}

/** A local day moved by whole days (calendar arithmetic: no timezone involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * A local day (`YYYY-MM-DD`, or `YYYY-MM` for a month; anything after the day, such as `T00:00:00Z`, is ignored) as
 * a `Date` at its midnight UTC: what lib/format.ts writes out with `timeZone: 'UTC'`. Null when it is no day.
 */
export function dayAsUtcDate(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1)));
  return Number.isNaN(date.getTime()) ? null : date;
}
