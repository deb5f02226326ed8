import type { TrackingRange } from '../report-filter/index.ts';

/** One period of a range: its key (the day, an ISO week's Monday, or `YYYY-MM`) and its days within the range. */
export interface RangePeriod {
  key: string;
  label: string;
  from: string | null;
  to: string | null;
}

const mondayOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

/** Every period of the range (ISO weeks keyed by their Monday, months as YYYY-MM), `from`/`to` clipped to it. */
export function rangePeriods(
  range: Pick<TrackingRange, 'days'>,
  granularity: 'day' | 'week' | 'month',
): RangePeriod[] {
  const slots = new Map<string, RangePeriod>();
  for (const day of range.days) {
    const key = granularity === 'day' ? day : granularity === 'week' ? mondayOf(day) : day.slice(0, 7);
    const slot = slots.get(key);
    if (slot) slot.to = day;
    else slots.set(key, { key, label: key, from: day, to: day });
  }
  return [...slots.values()];
}
