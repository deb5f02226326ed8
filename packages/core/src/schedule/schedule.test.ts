import { describe, expect, it } from 'vitest';
import { dailyCron } from './daily-cron.ts';
import { daysEndingWith, localDay } from './local-day.ts';

describe('localDay', () => {
  it.each([
    ['2026-11-20T15:00:00Z', 'Asia/Seoul', '2026-11-21'],
    ['2026-11-20T14:59:59Z', 'Asia/Seoul', '2026-11-20'],
    ['2026-11-21T03:00:00Z', 'America/Los_Angeles', '2026-11-20'],
    ['2026-03-08T10:30:00Z', 'America/New_York', '2026-03-08'],
    ['2026-11-21T00:00:00Z', 'UTC', '2026-11-21'],
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(localDay(new Date(instant), zone)).toBe(day);
  });

  it('rejects an unknown timezone', () => {
    expect(() => localDay(new Date(), 'Mars/Olympus')).toThrow();
  });
});

describe('daysEndingWith', () => {
  it('lists days oldest first across a month end', () => {
    expect(daysEndingWith('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
  it('returns 90 distinct days ending with the last', () => {
    const days = daysEndingWith('2026-11-21', 90);
    expect(new Set(days).size).toBe(90);
    expect(days.at(-1)).toBe('2026-11-21');
    expect(days[0]).toBe('2026-08-24');
  });
});

describe('dailyCron', () => {
  it.each([
    ['09:00', '0 9 * * *'],
    ['00:05', '5 0 * * *'],
    ['23:59', '59 23 * * *'],
  ])('%s → %s', (time, cron) => expect(dailyCron(time)).toBe(cron));
  it('rejects a malformed time', () => expect(() => dailyCron('24:00')).toThrow(/HH:MM/));
});
