import { describe, expect, it } from 'vitest';
import { addDays, dayAsUtcDate, dayIn, todayIn, zoned } from './dates.ts';

describe('dates', () => {
  it('counts days and times in Asia/Seoul by default, and in any zone asked for', () => {
    const lateUtcEvening = '2026-11-20T16:30:00Z'; // already Saturday the 21st in Seoul
    expect(zoned(lateUtcEvening)).toEqual({ day: '2026-11-21', clock: '01:30' });
    expect(zoned('2026-11-21T03:00:00Z', 'America/New_York')).toEqual({ day: '2026-11-20', clock: '22:00' });
    expect(dayIn(Date.UTC(2026, 0, 1, 0, 0), 'Asia/Seoul')).toBe('2026-01-01');
    expect(zoned('2026-03-05T15:00:00Z').clock).toBe('00:00');
    expect(todayIn('Asia/Seoul', new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('moves a local day by whole days across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-20', -89)).toBe('2026-08-23');
    expect(addDays('2026-11-20', 0)).toBe('2026-11-20');
  });

  it('reads a day, a month or the day part of a longer value, and nothing else', () => {
    expect(dayAsUtcDate('2026-11-20')?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(dayAsUtcDate('2026-11-20T00:00:00Z')?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(dayAsUtcDate('2026-03')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(dayAsUtcDate('')).toBeNull();
    expect(dayAsUtcDate('yesterday')).toBeNull();
    expect(zoned('not a time')).toEqual({ day: 'not a time', clock: '' });
  });
});
