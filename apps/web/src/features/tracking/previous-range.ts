import { dayjs } from '../../lib/dates.ts';

/**
 * The period of the same length just before a range of local days (inclusive): 7 days ending on the 14th → the
 * 7 days ending on the 7th. The change of a metric is measured against it.
 */
export function previousRange(range: { from: string; to: string }): { from: string; to: string } {
  const from = dayjs.utc(range.from);
  const days = dayjs.utc(range.to).diff(from, 'day') + 1;
  return {
    from: from.subtract(days, 'day').format('YYYY-MM-DD'),
    to: from.subtract(1, 'day').format('YYYY-MM-DD'),
  };
}
