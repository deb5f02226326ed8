import type { EngineId } from '@sightline/contracts/constants';
import type { TFunction } from 'i18next';
import { dayAsUtcDate, dayIn, zoned } from './dates.ts';
import { currentLocale } from './i18n/i18n.ts';

/**
 * The one formatter of the web app: every number, percentage, date, time and engine name users read goes through
 * here, in the interface language (Korean: 24-hour times, "2026년 3월 5일"; English: "2:05 PM", "Mar 5, 2026").
 * `format-usage.test.ts` fails on hand formatting (toFixed, toLocaleString, Intl, dayjs display patterns) elsewhere.
 */

const intlLocale = () => (currentLocale() === 'ko' ? 'ko-KR' : 'en-US');

function fixed(value: number, digits: number, signDisplay: 'auto' | 'exceptZero' = 'auto'): string {
  return new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay,
  }).format(value);
}

/** A fraction in [0, 1] as a percentage with one decimal ("12.3%"; `digits` 0 for axis ticks), or "–" without data. */
export function percent(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined || Number.isNaN(value)
    ? '–'
    : `${fixed(value * 100, digits)}%`;
}

/** A Wilson interval as "12.3–45.6%" in percent, or "" when it has no bounds. */
export function interval(low: number | null, high: number | null): string {
  return low === null || high === null ? '' : `${fixed(low * 100, 1)}–${fixed(high * 100, 1)}%`;
}

/** A country's name in the interface's language with its code: "대한민국 (KR)", "South Korea (KR)"; the code alone when unknown. */
export function countryName(code: string): string {
  try {
    const name = new Intl.DisplayNames([intlLocale()], { type: 'region' }).of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? `${name} (${code.toUpperCase()})` : code;
  } catch {
    return code;
  }
}

/** A whole count with the locale's grouping ("13,829" in both languages). */
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
  return `${fixed(ms / 1000, 1)} s`;
}

/** A plain number with a fixed count of decimals in the locale ("2.3"), or "–" when there is none (averages). */
export function decimal(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined || Number.isNaN(value) ? '–' : fixed(value, digits);
}

/** A score with its sign ("+0.25", "-0.40", "0.00"), or "–" when there is none (sentiment in [−1, 1]). */
export function signedDecimal(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined || Number.isNaN(value)
    ? '–'
    : fixed(value, digits, 'exceptZero');
}

/** A p-value with three decimals, "< 0.001" below that. */
export function pValue(p: number): string {
  return p < 0.001 ? `< ${fixed(0.001, 3)}` : fixed(p, 3);
}

/** A distance between two rates in percentage points, without a sign: "28.0%p" in Korean, "28.0 pts" in English. */
export function points(difference: number): string {
  const value = fixed(Math.abs(difference) * 100, 1);
  return currentLocale() === 'ko' ? `${value}%p` : `${value} pts`;
}

/** A change of a rate in percentage points with its sign: "+4.2%p" in Korean, "+4.2 pts" in English. */
export function signedPoints(difference: number): string {
  const points = fixed(difference * 100, 1, 'exceptZero');
  return currentLocale() === 'ko' ? `${points}%p` : `${points} pts`;
}

/** A time of day stored as "HH:mm" (a project's schedule): "09:00" in Korean, "9:00 AM" in English. */
export function clockTime(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (currentLocale() === 'ko') return `${String(hours).padStart(2, '0')}:${minutes}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An instant's time of day in a timezone: "14:05" in Korean (24-hour), "2:05 PM" in English. */
export function time(instant: string | number | Date, timezone?: string): string {
  return clockTime(zoned(instant, timezone).clock);
}

const dayFormats = {
  /** "2026년 3월 5일", "Mar 5, 2026" */
  date: {
    ko: { year: 'numeric', month: 'long', day: 'numeric' },
    en: { year: 'numeric', month: 'short', day: 'numeric' },
  },
  /** "2026년 3월", "Mar 2026" */
  month: { ko: { year: 'numeric', month: 'long' }, en: { year: 'numeric', month: 'short' } },
  /** "2026년 11월 20일 금요일", "Friday, November 20, 2026" */
  weekday: { ko: { dateStyle: 'full' }, en: { dateStyle: 'full' } },
} satisfies Record<string, Record<'ko' | 'en', Intl.DateTimeFormatOptions>>;

/**
 * A local day (`YYYY-MM-DD`, or `YYYY-MM` for a month) written out in the interface language; no timezone moves it.
 * What is no day is written as it is (never an error thrown in the middle of a screen).
 */
function writeDay(day: string, format: keyof typeof dayFormats): string {
  const utcDate = dayAsUtcDate(day);
  if (!utcDate) return day;
  return new Intl.DateTimeFormat(intlLocale(), {
    ...dayFormats[format][currentLocale()],
    timeZone: 'UTC',
  }).format(utcDate);
}

/** An instant's day in a timezone: "2026년 3월 5일" in Korean, "Mar 5, 2026" in English. */
export function date(instant: string | number | Date, timezone?: string): string {
  return writeDay(dayIn(instant, timezone), 'date');
}

/**
 * A calendar day ("2026-11-28", a local day of the project) written like `date`: "2026년 11월 28일", "Nov 28, 2026" —
 * the same day wherever the browser is (it is no instant: no timezone moves it).
 */
export function localDate(day: string): string {
  return writeDay(day, 'date');
}

/** An instant as date and time in a timezone: "2026년 3월 5일 14:05" in Korean, "Mar 5, 2026, 2:05 PM" in English. */
export function dateTime(instant: string | number | Date, timezone?: string): string {
  const separator = currentLocale() === 'ko' ? ' ' : ', ';
  return `${date(instant, timezone)}${separator}${time(instant, timezone)}`;
}

/** A local day ("2026-03-05") as a short axis label: "3/5" in both languages. */
export function shortDay(day: string): string {
  const [, month, dayOfMonth] = day.split('-');
  return `${Number(month)}/${Number(dayOfMonth)}`;
}

/** A calendar month ("2026-03") as a short label: "2026년 3월" in Korean, "Mar 2026" in English. */
export function shortMonth(month: string): string {
  return writeDay(month, 'month');
}

/** A local day ("2026-11-20") written out with its weekday: "2026년 11월 20일 금요일", "Friday, November 20, 2026". */
export function calendarDay(day: string): string {
  return writeDay(day, 'weekday');
}

/** An engine's display name ("Google AI 개요", "Google AI Overviews"), never its id; ui/EngineLabel adds the badge. */
export function engineName(t: TFunction, engine: EngineId | string): string {
  return t(`projects.engines.${engine as EngineId}`);
}

/** Engines' display names as one list ("ChatGPT, Gemini"), or "–" when there are none. */
export function engineNames(t: TFunction, engines: ReadonlyArray<EngineId | string>): string {
  return engines.length === 0 ? '–' : engines.map((engine) => engineName(t, engine)).join(', ');
}

/** An address as people read it: percent-escapes of non-ASCII text decoded (`/w/%EC%BB%A4%ED%94%BC` → `/w/커피`). */
export function readableUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** The browser's IANA time zone (`Europe/London`), when it says one. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Whether `name` is an IANA time zone this browser can write times in. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
