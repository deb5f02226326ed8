import type { DateRangeSearch } from '../../lib/date-range.ts';
import { dayjs } from '../../lib/dates.ts';

/** The range shown when the URL has none: the last 7 days, ending today in Asia/Seoul. */
export function effectiveRange(search: DateRangeSearch): { from: string; to: string } {
  const today = dayjs().tz();
  return {
    from: search.from ?? today.subtract(6, 'day').format('YYYY-MM-DD'),
    to: search.to ?? today.format('YYYY-MM-DD'),
  };
}
