/** A range of local days split into whole calendar months and the days around them. */
export interface MonthSplit {
  /** First days (`YYYY-MM-01`) of the first and last whole months inside the range; null when none is whole. */
  months: { first: string; last: string } | null;
  /** The days of the range outside those months (one or two inclusive ranges; the whole range without months). */
  days: Array<{ from: string; to: string }>;
}

const shift = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonthStart = (day: string) => {
  const date = new Date(`${monthStart(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/** Splits `from`..`to` (inclusive `YYYY-MM-DD`) so whole months can be read from monthly rows, the rest by day. */
export function splitByMonths(from: string, to: string): MonthSplit {
  const first = from.endsWith('-01') ? from : nextMonthStart(from);
  // The last day of the last whole month: `to` itself when it ends its month.
  const end = nextMonthStart(to) === shift(to, 1) ? to : shift(monthStart(to), -1);
  if (first > end) return { months: null, days: [{ from, to }] };
  const days: MonthSplit['days'] = [];
  if (from < first) days.push({ from, to: shift(first, -1) });
  if (end < to) days.push({ from: shift(end, 1), to });
  return { months: { first, last: monthStart(end) }, days };
}
