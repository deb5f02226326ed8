import { describe, expect, it } from 'vitest';
import { watchChartRows } from './watch-chart-rows.ts';

describe('watch chart rows', () => {
  it('makes a row per day of the range with each engine’s hits, engines by hits, zeros where none', () => {
    const days = [
      { day: '2026-03-01', hits: 1, answers: 4 },
      { day: '2026-03-02', hits: 3, answers: 4 },
      { day: '2026-03-03', hits: 0, answers: 0 },
    ];
    const engineDays = [
      { engine: 'chatgpt' as const, day: '2026-03-01', hits: 1, answers: 2 },
      { engine: 'gemini' as const, day: '2026-03-01', hits: 0, answers: 2 },
      { engine: 'gemini' as const, day: '2026-03-02', hits: 3, answers: 2 },
      { engine: 'chatgpt' as const, day: '2026-03-02', hits: 0, answers: 2 },
    ];
    const chart = watchChartRows(days, engineDays);
    expect(chart.engines).toEqual(['gemini', 'chatgpt']);
    expect(chart.rows).toEqual([
      { x: '2026-03-01', gemini: 0, chatgpt: 1 },
      { x: '2026-03-02', gemini: 3, chatgpt: 0 },
      { x: '2026-03-03', gemini: 0, chatgpt: 0 },
    ]);
    expect(chart.answersOf('2026-03-02', 'gemini')).toBe(2);
    expect(chart.answersOf('2026-03-03', 'gemini')).toBe(0);
  });
});
