import { describe, expect, it } from 'vitest';
import { blockSpans, splitIntoBlocks } from './day-blocks.ts';

const dayMs = 86_400_000;
const number = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
const day = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10);

describe('splitIntoBlocks', () => {
  it('takes aligned blocks in the middle and single days at the edges', () => {
    // Day numbers 2..21: 1970-01-05 (day 4) is the first start of a 4-day block, 1970-01-17 (16) of a 16-day one
    // that would end after the range.
    expect(splitIntoBlocks('1970-01-03', '1970-01-22')).toEqual({
      days: ['1970-01-03', '1970-01-04', '1970-01-21', '1970-01-22'],
      blocks: [
        { span: 4, start: '1970-01-05' },
        { span: 4, start: '1970-01-09' },
        { span: 4, start: '1970-01-13' },
        { span: 4, start: '1970-01-17' },
      ],
    });
    expect(splitIntoBlocks('2026-11-27', '2026-11-27')).toEqual({ days: ['2026-11-27'], blocks: [] });
  });

  it('covers every day of any range up to a year exactly once, with few pieces', () => {
    const first = number('2025-01-01');
    let worst = 0;
    for (const length of [1, 2, 7, 30, 31, 90, 365, 366]) {
      for (let start = first; start < first + 300; start += 7) {
        const from = day(start);
        const to = day(start + length - 1);
        const { days, blocks } = splitIntoBlocks(from, to);
        const covered = [
          ...days.map(number),
          ...blocks.flatMap((b) => {
            const n = number(b.start);
            expect(blockSpans).toContain(b.span);
            expect(n % b.span, `${b.start} starts a ${b.span}-day block`).toBe(0);
            return Array.from({ length: b.span }, (_, i) => n + i);
          }),
        ].sort((a, b) => a - b);
        expect(covered).toEqual(Array.from({ length }, (_, i) => start + i));
        expect(days).toEqual([...days].sort());
        expect(days.length).toBeLessThanOrEqual(6);
        for (const span of blockSpans)
          expect(blocks.filter((b) => b.span === span).length).toBeLessThanOrEqual(6);
        worst = Math.max(worst, days.length + blocks.length);
      }
    }
    // A leap year is read as at most 21 pieces per key instead of 366 days.
    expect(worst).toBeLessThanOrEqual(21);
  });
});
