import { describe, expect, it } from 'vitest';
import { previousRange } from './previous-range.ts';

describe('previousRange', () => {
  it.each([
    ['2026-03-08', '2026-03-14', '2026-03-01', '2026-03-07'],
    ['2026-03-14', '2026-03-14', '2026-03-13', '2026-03-13'],
    ['2026-03-01', '2026-03-30', '2026-01-30', '2026-02-28'],
    ['2024-03-01', '2024-03-02', '2024-02-28', '2024-02-29'],
    ['2026-01-01', '2026-01-07', '2025-12-25', '2025-12-31'],
  ])('%s…%s follows %s…%s', (from, to, previousFrom, previousTo) => {
    expect(previousRange({ from, to })).toEqual({ from: previousFrom, to: previousTo });
  });
});
