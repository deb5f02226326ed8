import { describe, expect, it } from 'vitest';
import { applyDateLocale, inTimezone } from './dates.ts';

describe('dates', () => {
  it('formats in Korean by default and counts days in Asia/Seoul', () => {
    const lateUtcEvening = '2026-11-20T16:30:00Z'; // already Saturday the 21st in Seoul
    const seoul = inTimezone(lateUtcEvening);
    expect(seoul.format('YYYY-MM-DD HH:mm')).toBe('2026-11-21 01:30');
    expect(seoul.format('dddd')).toBe('토요일');
  });

  it('follows the interface language', () => {
    applyDateLocale('en');
    expect(inTimezone('2026-11-21T03:00:00Z').format('dddd, MMMM D')).toBe('Saturday, November 21');
    expect(inTimezone('2026-11-21T03:00:00Z', 'America/New_York').format('HH:mm')).toBe('22:00');
    applyDateLocale('ko');
    expect(inTimezone('2026-11-21T03:00:00Z').format('MMMM D일')).toBe('11월 21일');
  });
});
