import { describe, expect, it } from 'vitest';
import { evaluateRule } from './evaluate-rule.ts';

const window = { subject: '오늘커피', from: '2026-11-22', to: '2026-11-28' };
const complete = { days: 7, daysComplete: 7, daysMissed: 0, runsPlanned: 100, runsEnded: 100 };
const fires = (
  condition: 'below' | 'above' | 'change' | 'appears' | 'disappears',
  now: [number, number],
  before: [number, number],
  threshold: number | null = null,
) =>
  evaluateRule(
    { condition, threshold },
    { now: { successes: now[0], n: now[1] }, before: { successes: before[0], n: before[1] } },
    window,
    complete,
  ).fires;

describe('when an alert rule fires', () => {
  it('below and above compare the window’s rate with the threshold, and need answers', () => {
    expect(fires('below', [20, 100], [0, 0], 0.3)).toBe(true);
    expect(fires('below', [30, 100], [0, 0], 0.3)).toBe(false);
    expect(fires('below', [0, 0], [10, 10], 0.3)).toBe(false);
    expect(fires('above', [31, 100], [0, 0], 0.3)).toBe(true);
    expect(fires('above', [30, 100], [0, 0], 0.3)).toBe(false);
    expect(fires('above', [1, 100], [0, 0], null)).toBe(false);
  });

  it('change needs a significant two-proportion difference at 95 %', () => {
    expect(fires('change', [60, 100], [40, 100])).toBe(true); // z ≈ 2.83
    expect(fires('change', [45, 100], [40, 100])).toBe(false);
    expect(fires('change', [5, 10], [0, 0])).toBe(false);
  });

  it('appears after none before, disappears to none (of some answers) after some', () => {
    expect(fires('appears', [1, 50], [0, 50])).toBe(true);
    expect(fires('appears', [3, 50], [1, 50])).toBe(false);
    expect(fires('disappears', [0, 50], [2, 50])).toBe(true);
    expect(fires('disappears', [0, 0], [2, 50])).toBe(false);
    expect(fires('disappears', [1, 50], [2, 50])).toBe(false);
  });

  it('keeps what it saw as the alert’s facts', () => {
    const { facts } = evaluateRule(
      { condition: 'change', threshold: null },
      { now: { successes: 60, n: 100 }, before: { successes: 40, n: 100 } },
      window,
      complete,
    );
    expect(facts).toMatchObject({ rate: 0.6, previousRate: 0.4, successes: 60, n: 100, subject: '오늘커피' });
    expect(facts.pValue).toBeLessThan(0.05);
    expect(facts.completeness).toEqual(complete);
  });

  it('is pending, never fired, while a day it reads is incomplete, and keeps how complete it was', () => {
    // The demo's defect: 148 answers of a backfill still coming in read below 50 %.
    const partial = { days: 7, daysComplete: 1, daysMissed: 0, runsPlanned: 160, runsEnded: 148 };
    const early = evaluateRule(
      { condition: 'below', threshold: 0.5 },
      { now: { successes: 60, n: 148 }, before: { successes: 0, n: 0 } },
      window,
      partial,
    );
    expect(early).toMatchObject({ fires: false, pending: true, facts: { n: 148, completeness: partial } });
    const judged = evaluateRule(
      { condition: 'below', threshold: 0.5 },
      { now: { successes: 60, n: 148 }, before: { successes: 0, n: 0 } },
      window,
      complete,
    );
    expect(judged).toMatchObject({ fires: true, pending: false });
    // Quiet on complete data is not pending either.
    expect(
      evaluateRule(
        { condition: 'below', threshold: 0.5 },
        { now: { successes: 582, n: 1079 }, before: { successes: 0, n: 0 } },
        window,
        complete,
      ),
    ).toMatchObject({ fires: false, pending: false });
  });
});
