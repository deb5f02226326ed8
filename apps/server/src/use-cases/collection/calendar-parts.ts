import { ValidationError } from '@sightline/contracts';

/** A 400 naming the URL part that is not valid. */
function invalidPart(field: 'y' | 'm' | 'd', value: string, message: string): ValidationError {
  return new ValidationError(message, [{ path: [field], message, name: 'ValidationError', value }]);
}

/** The month of URL parts `/:y/:m` as `YYYY-MM` with its first and last day, or a ValidationError naming the part. */
export function calendarMonth(y: string, m: string): { month: string; first: string; last: string } {
  if (!/^\d{4}$/.test(y) || Number(y) < 1) throw invalidPart('y', y, `Not a year: ${y} (expected YYYY)`);
  if (!/^\d{1,2}$/.test(m) || Number(m) < 1 || Number(m) > 12)
    throw invalidPart('m', m, `Not a month: ${m} (expected 1 to 12)`);
  const month = `${y}-${m.padStart(2, '0')}`;
  const days = new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate();
  return { month, first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

/** A real calendar date from URL parts `/:y/:m/:d`, as `YYYY-MM-DD`, or a ValidationError naming the part. */
export function calendarDay(y: string, m: string, d: string): string {
  const { month, last } = calendarMonth(y, m);
  const day = `${month}-${d.padStart(2, '0')}`;
  if (!/^\d{1,2}$/.test(d) || Number(d) < 1 || day > last)
    throw invalidPart('d', d, `Not a calendar date: ${day} (${month} has days 1 to ${last.slice(8)})`);
  return day;
}
