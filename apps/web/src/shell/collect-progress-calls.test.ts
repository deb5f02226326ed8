import { describe, expect, it } from 'vitest';
import {
  type CollectProgress,
  collectEnded,
  isReanalysing,
  rangeBeingReanalysed,
} from './collect-progress-calls.ts';

const idle: CollectProgress = {
  backfill: null,
  active: { collects: 0, runsPlanned: 0, runsFinished: 0, runsPending: 0, runsRunning: 0 },
  finishedAt: null,
  reanalysis: null,
};
const running = (doneBefore: string | null): CollectProgress => ({
  ...idle,
  reanalysis: { percent: 43, done: 430, total: 1000, doneBefore, startedAt: '2026-11-27T10:00:00.000Z' },
});

describe('re-analysis status', () => {
  it('is running while the API reports a re-analysis, asked for or started', () => {
    expect(isReanalysing(undefined)).toBe(false);
    expect(isReanalysing(idle)).toBe(false);
    expect(isReanalysing(running(null))).toBe(true);
  });

  it('marks a range ending on or after the first day not yet done, and every range before any batch', () => {
    expect(rangeBeingReanalysed(idle, '2026-11-27')).toBe(false);
    expect(rangeBeingReanalysed(running(null), '2025-01-01')).toBe(true);
    expect(rangeBeingReanalysed(running('2026-03-10'), '2026-03-09')).toBe(false);
    expect(rangeBeingReanalysed(running('2026-03-10'), '2026-03-10')).toBe(true);
    expect(rangeBeingReanalysed(running('2026-03-10'), '2026-11-27')).toBe(true);
  });
});

describe('the end of a collect, as the header sees it', () => {
  it('is seen once, at the first idle reading after a collecting one, per project', () => {
    const seen = new Set<string>();
    expect(collectEnded(seen, 'a', false)).toBe(false);
    expect(collectEnded(seen, 'a', true)).toBe(false);
    expect(collectEnded(seen, 'b', true)).toBe(false);
    expect(collectEnded(seen, 'a', true)).toBe(false);
    expect(collectEnded(seen, 'a', false)).toBe(true);
    expect(collectEnded(seen, 'a', false)).toBe(false);
    expect(collectEnded(seen, 'b', false)).toBe(true);
  });
});
