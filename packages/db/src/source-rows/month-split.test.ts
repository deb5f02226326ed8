import { describe, expect, it } from 'vitest';
import { splitByMonths } from './month-split.ts';

describe('splitByMonths', () => {
  it('reads whole months by month and the days around them by day', () => {
    expect(splitByMonths('2025-11-28', '2026-11-27')).toEqual({
      months: { first: '2025-12-01', last: '2026-10-01' },
      days: [
        { from: '2025-11-28', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-27' },
      ],
    });
  });

  it('needs no days when the range is whole months, February of a leap year included', () => {
    expect(splitByMonths('2024-01-01', '2024-02-29')).toEqual({
      months: { first: '2024-01-01', last: '2024-02-01' },
      days: [],
    });
    expect(splitByMonths('2025-02-01', '2025-02-28')).toEqual({
      months: { first: '2025-02-01', last: '2025-02-01' },
      days: [],
    });
  });

  it('reads a range without a whole month by day', () => {
    expect(splitByMonths('2026-10-29', '2026-11-27')).toEqual({
      months: null,
      days: [{ from: '2026-10-29', to: '2026-11-27' }],
    });
    expect(splitByMonths('2026-11-27', '2026-11-27')).toEqual({
      months: null,
      days: [{ from: '2026-11-27', to: '2026-11-27' }],
    });
    expect(splitByMonths('2025-12-31', '2026-01-30')).toEqual({
      months: null,
      days: [{ from: '2025-12-31', to: '2026-01-30' }],
    });
  });

  it('crosses a year with days before and after', () => {
    expect(splitByMonths('2025-12-15', '2026-02-03')).toEqual({
      months: { first: '2026-01-01', last: '2026-01-01' },
      days: [
        { from: '2025-12-15', to: '2025-12-31' },
        { from: '2026-02-01', to: '2026-02-03' },
      ],
    });
  });
});
