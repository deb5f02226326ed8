import { describe, expect, it } from 'vitest';
import { daysInMonth, localTime, projectMonthCost, remainingScheduledCollects } from './month-projection.ts';

const base = {
  timezone: 'Asia/Seoul',
  scheduleTime: '09:00',
  active: true,
  collectedToday: false,
};

describe('remainingScheduledCollects', () => {
  it('counts the days after today and today while its time is ahead', () => {
    // 2026-11-20 08:00 in Seoul: today's 09:00 collect and the 10 days after it (21..30).
    expect(remainingScheduledCollects({ ...base, now: new Date('2026-11-19T23:00:00Z') })).toBe(11);
    // 10:00 in Seoul: today's time has passed.
    expect(remainingScheduledCollects({ ...base, now: new Date('2026-11-20T01:00:00Z') })).toBe(10);
    // Today's collect happened early (the schedule fired): not counted again.
    expect(
      remainingScheduledCollects({ ...base, collectedToday: true, now: new Date('2026-11-19T23:00:00Z') }),
    ).toBe(10);
  });

  it('takes the month and the time in the project timezone', () => {
    // 2026-02-28 16:00 UTC is 2026-03-01 01:00 in Seoul: March has 31 days, today's 09:00 is ahead.
    expect(remainingScheduledCollects({ ...base, now: new Date('2026-02-28T16:00:00Z') })).toBe(31);
    expect(
      remainingScheduledCollects({ ...base, timezone: 'UTC', now: new Date('2026-02-28T16:00:00Z') }),
    ).toBe(0);
  });

  it('is zero for an inactive project', () => {
    expect(
      remainingScheduledCollects({ ...base, active: false, now: new Date('2026-11-19T23:00:00Z') }),
    ).toBe(0);
  });

  it('knows month lengths and 24-hour local times', () => {
    expect([daysInMonth('2028-02-10'), daysInMonth('2026-02-01'), daysInMonth('2026-12-31')]).toEqual([
      29, 28, 31,
    ]);
    expect(localTime(new Date('2026-11-20T15:30:00Z'), 'Asia/Seoul')).toBe('00:30');
  });
});

describe('projectMonthCost', () => {
  const now = new Date('2026-11-20T01:00:00Z'); // 10 collects left (21..30)

  it('adds remaining collects × Σ engine mean × prompts × samples to the month so far', () => {
    const projection = projectMonthCost({
      ...base,
      now,
      monthToDate: 3,
      prompts: 4,
      samples: 2,
      engines: [
        { engine: 'chatgpt', averageCost: 0.01 },
        { engine: 'perplexity', averageCost: 0.005 },
      ],
    });
    // per collect: (0.01 + 0.005) × 4 × 2 = 0.12; 3 + 10 × 0.12 = 4.2
    expect(projection.remainingCollects).toBe(10);
    expect(projection.perCollect).toBeCloseTo(0.12, 10);
    expect(projection.cost).toBeCloseTo(4.2, 10);
    expect(projection.unpricedEngines).toEqual([]);
  });

  it('is unknown when no engine has a priced answer, a lower bound when some lack one', () => {
    const unknown = projectMonthCost({
      ...base,
      now,
      monthToDate: 0,
      prompts: 2,
      samples: 1,
      engines: [{ engine: 'gemini', averageCost: null }],
    });
    expect(unknown).toMatchObject({ cost: null, perCollect: null, unpricedEngines: ['gemini'] });
    const partial = projectMonthCost({
      ...base,
      now,
      monthToDate: 1,
      prompts: 1,
      samples: 1,
      engines: [
        { engine: 'gemini', averageCost: null },
        { engine: 'claude', averageCost: 0.02 },
      ],
    });
    expect(partial.cost).toBeCloseTo(1.2, 10);
    expect(partial.unpricedEngines).toEqual(['gemini']);
  });

  it('is the month so far when nothing is left to collect', () => {
    const projection = projectMonthCost({
      ...base,
      active: false,
      now,
      monthToDate: 7.5,
      prompts: 3,
      samples: 1,
      engines: [{ engine: 'gemini', averageCost: null }],
    });
    expect(projection).toMatchObject({ remainingCollects: 0, cost: 7.5 });
  });
});
