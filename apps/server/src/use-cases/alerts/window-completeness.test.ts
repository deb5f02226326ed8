import { describe, expect, it } from 'vitest';
import { isComplete, windowCompleteness } from './window-completeness.ts';

const week = [
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
];
const ended = (day: string, runs = 10) => ({
  day,
  collects: 1,
  unfinished: 0,
  runsPlanned: runs,
  runsEnded: runs,
});

describe('how complete a rule’s window is', () => {
  it('is complete when every day has a collect and none is still scheduled or running', () => {
    const completeness = windowCompleteness(
      week,
      '2026-10-01',
      week.map((d) => ended(d)),
    );
    expect(completeness).toEqual({ days: 7, daysComplete: 7, runsPlanned: 70, runsEnded: 70 });
    expect(isComplete(completeness)).toBe(true);
  });

  it('counts a day with a collect still running as incomplete, with its runs not ended yet', () => {
    const days = week.map((d) => ended(d));
    days[3] = { day: week[3]!, collects: 2, unfinished: 1, runsPlanned: 20, runsEnded: 13 };
    const completeness = windowCompleteness(week, '2026-10-01', days);
    expect(completeness).toEqual({ days: 7, daysComplete: 6, runsPlanned: 80, runsEnded: 73 });
    expect(isComplete(completeness)).toBe(false);
  });

  it('counts a day from the first day on without any collect (today before its collect, a backfill day not planned yet) as incomplete', () => {
    const completeness = windowCompleteness(
      week,
      '2026-10-01',
      week.slice(0, 6).map((d) => ended(d)),
    );
    expect(completeness).toMatchObject({ days: 7, daysComplete: 6 });
    expect(isComplete(completeness)).toBe(false);
    // A backfill whose newest days are planned but not its older ones: the first day is the oldest planned one
    // only once it is planned, so the backfill plans its oldest day first (docs/features/watches-alerts.md).
    expect(
      windowCompleteness(
        week,
        '2026-11-20',
        week.slice(4).map((d) => ended(d)),
      ),
    ).toMatchObject({
      daysComplete: 3,
    });
  });

  it('counts the days before the project’s first day as complete: nothing was planned for them', () => {
    const completeness = windowCompleteness(
      week,
      '2026-11-26',
      week.slice(4).map((d) => ended(d, 4)),
    );
    expect(completeness).toEqual({ days: 7, daysComplete: 7, runsPlanned: 12, runsEnded: 12 });
    expect(isComplete(completeness)).toBe(true);
  });

  it('counts a day whose collects all ended, even without an answer (a refused or failed collect), as complete', () => {
    const refused = { day: week[6]!, collects: 1, unfinished: 0, runsPlanned: 0, runsEnded: 0 };
    const completeness = windowCompleteness(week, '2026-10-01', [
      ...week.slice(0, 6).map((d) => ended(d)),
      refused,
    ]);
    expect(isComplete(completeness)).toBe(true);
  });
});
