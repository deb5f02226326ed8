import { describe, expect, it } from 'vitest';
import { lastWeek } from './last-week.ts';

describe('last week', () => {
  it('is the 7 local days ending today in the project timezone', () => {
    // 2026-11-27 16:30 UTC is already the 28th in Seoul, still the 27th in New York.
    const now = Date.parse('2026-11-27T16:30:00Z');
    expect(lastWeek('Asia/Seoul', now)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(lastWeek('America/New_York', now)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
  });
});
