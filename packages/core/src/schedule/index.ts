export { dailyCron } from './daily-cron.ts';
export { daysEndingWith, localDay } from './local-day.ts';
export {
  daysInMonth,
  localTime,
  type MonthCostProjection,
  type MonthCostProjectionInput,
  projectMonthCost,
  remainingScheduledCollects,
  type ScheduleState,
} from './month-projection.ts';
