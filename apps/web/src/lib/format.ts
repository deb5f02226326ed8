import { dayjs, inTimezone } from './dates.ts';
import { currentLocale } from './i18n/i18n.ts';

/** A fraction in [0, 1] as a percentage with one decimal, or "–" when there is no data. */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${(value * 100).toFixed(1)}%`;
}

/** A Wilson interval as "[low–high]" in percent. */
export function interval(low: number | null, high: number | null): string {
  return low === null || high === null ? '' : `${(low * 100).toFixed(1)}–${(high * 100).toFixed(1)}%`;
}

// Locale-aware formatters (the interface language): counts, money, durations, instants in a project's timezone.

const intlLocale = () => (currentLocale() === 'ko' ? 'ko-KR' : 'en-US');

/** A whole count with the locale's grouping ("1,234"). */
export function count(value: number): string {
  return new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 0 }).format(value);
}

/** A cost in US dollars, precise enough for per-answer costs ($0.0012), or "–" when unknown. */
export function money(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  const digits = value !== 0 && Math.abs(value) < 1 ? 4 : 2;
  return new Intl.NumberFormat(intlLocale(), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A duration in milliseconds: "850 ms", or seconds with one decimal from one second ("2.4 s"). */
export function duration(ms: number): string {
  if (ms < 1000) return `${count(ms)} ms`;
  return `${new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(ms / 1000)} s`;
}

/** An instant as date and time in a timezone: 24-hour in Korean ("2026년 3월 5일 14:05"), "Mar 5, 2026, 2:05 PM" in English. */
export function dateTime(instant: string | number | Date, timezone?: string): string {
  const time = inTimezone(instant, timezone);
  return currentLocale() === 'ko' ? time.format('YYYY년 M월 D일 HH:mm') : time.format('MMM D, YYYY, h:mm A');
}

/** A plain number with a fixed count of decimals in the locale ("2.3"), or "–" when there is none (averages). */
export function decimal(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined) return '–';
  return new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A change of a rate in percentage points with its sign: "+4.2%p" in Korean, "+4.2 pts" in English. */
export function signedPoints(difference: number): string {
  const points = new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(difference * 100);
  return currentLocale() === 'ko' ? `${points}%p` : `${points} pts`;
}

/** A local day ("2026-03-05") as a short axis label: "3/5" in both languages. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(month)}/${Number(date)}`;
}

/** A local day ("2026-11-20") written out with its weekday: "2026년 11월 20일 금요일", "Friday, November 20, 2026". */
export function calendarDay(day: string): string {
  const date = dayjs(day).locale(currentLocale());
  return currentLocale() === 'ko' ? date.format('YYYY년 M월 D일 dddd') : date.format('dddd, MMMM D, YYYY');
}
