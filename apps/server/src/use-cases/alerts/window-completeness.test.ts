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
      week[6]!,
    );
    expect(completeness).toEqual({ days: 7, daysComplete: 7, daysMissed: 0, runsPlanned: 70, runsEnded: 70 });
    expect(isComplete(completeness)).toBe(true);
  });

  it('counts a day with a collect still running as incomplete, with its runs not ended yet', () => {
    const days = week.map((d) => ended(d));
    days[3] = { day: week[3]!, collects: 2, unfinished: 1, runsPlanned: 20, runsEnded: 13 };
    const completeness = windowCompleteness(week, '2026-10-01', days, week[6]!);
    expect(completeness).toEqual({ days: 7, daysComplete: 6, daysMissed: 0, runsPlanned: 80, runsEnded: 73 });
    expect(isComplete(completeness)).toBe(false);
  });

  it('counts a day from the first day on without any collect and none after it (today before its collect, a backfill day not planned yet) as incomplete', () => {
    const completeness = windowCompleteness(
      week,
      '2026-10-01',
      week.slice(0, 6).map((d) => ended(d)),
      week[5]!,
    );
    expect(completeness).toMatchObject({ days: 7, daysComplete: 6, daysMissed: 0 });
    expect(isComplete(completeness)).toBe(false);
    // A backfill planned so far up to its fourth day (it plans its oldest day first, docs/features/watches-alerts.md):
    // the days after its newest planned one are not complete, nor is the one still running.
    const backfill = week.slice(0, 4).map((d) => ended(d));
    backfill[3] = { day: week[3]!, collects: 1, unfinished: 1, runsPlanned: 10, runsEnded: 0 };
    expect(windowCompleteness(week, week[0]!, backfill, week[3]!)).toMatchObject({
      daysComplete: 3,
      daysMissed: 0,
    });
  });

  it('counts a day without any collect before a later collect’s day as complete and missed: nothing is coming', () => {
    // The server was down on the 24th and the 25th; the 26th was collected again, the 28th not yet (today).
    const collected = [week[0]!, week[1]!, week[4]!, week[5]!].map((d) => ended(d));
    const completeness = windowCompleteness(week, '2026-10-01', collected, week[5]!);
    expect(completeness).toEqual({ days: 7, daysComplete: 6, daysMissed: 2, runsPlanned: 40, runsEnded: 40 });
    expect(isComplete(completeness)).toBe(false);
    // Once today's collect has ended the window is judged, the two missed days standing as days without answers.
    const today = windowCompleteness(week, '2026-10-01', [...collected, ended(week[6]!)], week[6]!);
    expect(today).toMatchObject({ daysComplete: 7, daysMissed: 2 });
    expect(isComplete(today)).toBe(true);
    // A project without any collect yet has no missed day: everything from its first day on is waiting.
    expect(windowCompleteness(week, week[0]!, [], null)).toMatchObject({ daysComplete: 0, daysMissed: 0 });
  });

  it('counts the days before the project’s first day as complete: nothing was planned for them', () => {
    const completeness = windowCompleteness(
      week,
      '2026-11-26',
      week.slice(4).map((d) => ended(d, 4)),
      week[6]!,
    );
    expect(completeness).toEqual({ days: 7, daysComplete: 7, daysMissed: 0, runsPlanned: 12, runsEnded: 12 });
    expect(isComplete(completeness)).toBe(true);
  });

  it('counts a day whose collects all ended, even without an answer (a refused or failed collect), as complete', () => {
    const refused = { day: week[6]!, collects: 1, unfinished: 0, runsPlanned: 0, runsEnded: 0 };
    const completeness = windowCompleteness(
      week,
      '2026-10-01',
      [...week.slice(0, 6).map((d) => ended(d)), refused],
      week[6]!,
    );
    expect(isComplete(completeness)).toBe(true);
  });
});
