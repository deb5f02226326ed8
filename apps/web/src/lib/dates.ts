import { defaultTimezone, type Locale } from '@sightline/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/ko';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(defaultTimezone);
dayjs.locale('ko');

/** Dates follow the interface language; days are counted in Asia/Seoul unless a project says otherwise. */
export function applyDateLocale(locale: Locale): void {
  dayjs.locale(locale);
}

export { dayjs };
