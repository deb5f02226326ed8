import { defaultTimezone, type Locale } from '@sightline/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/ko';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(defaultTimezone);
// The interface language is already set on <html lang> by i18n when this module loads.
dayjs.locale(typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'ko');

/** Dates follow the interface language; days are counted in Asia/Seoul unless a project says otherwise. */
export function applyDateLocale(locale: Locale): void {
  dayjs.locale(locale);
}

/**
 * An instant seen in a timezone (the default is Asia/Seoul). Use this, not `dayjs.tz(value)`: the latter reads
 * the value as a wall-clock time of the zone and drops its UTC offset.
 */
export function inTimezone(instant: string | number | Date, timezone?: string): dayjs.Dayjs {
  return timezone ? dayjs(instant).tz(timezone) : dayjs(instant).tz();
}

export { dayjs };
