export { dailyCron } from './daily-cron.ts';
export { daysEndingWith, localDay } from './local-day.ts';
