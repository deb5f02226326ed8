import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/ko';
import { currentLocale } from './i18n/i18n.ts';

/**
 * dayjs, which @mantine/dates needs, in the range calendar's chunk only (ui/filter-bar/RangePicker.tsx): its month
 * and weekday names follow the interface language each time the calendar renders.
 */
export function calendarDayjs(): typeof dayjs {
  dayjs.locale(currentLocale());
  return dayjs;
}
