import { describe, expect, it } from 'vitest';
import { mentionContext } from './mention-context.ts';

describe('mentionContext', () => {
  it('centres the passage on the mention, so the brand is always in what is shown', () => {
    const answer = `${'가'.repeat(100)}\n\n오늘커피는 무난한 선택지로 자주 언급됩니다.${' 끝'.repeat(60)}`;
    const start = answer.indexOf('오늘커피');
    const context = mentionContext(answer, { start, end: start + 4 })!;
    expect(context.name).toBe('오늘커피');
    expect(context.before.startsWith('…')).toBe(true);
    expect(context.before).not.toContain('\n');
    expect(context.after.startsWith('는 무난한 선택지로')).toBe(true);
    expect(context.after.endsWith('…')).toBe(true);
    expect(context.before.length + context.after.length).toBeLessThan(120);
  });

  it('shows a short answer whole, and nothing for a mention without a span', () => {
    const answer = 'Acme is good.';
    expect(mentionContext(answer, { start: 0, end: 4 })).toEqual({
      before: '',
      name: 'Acme',
      after: ' is good.',
    });
    expect(mentionContext(answer, undefined)).toBeNull();
    expect(mentionContext(answer, { start: 5, end: 99 })).toBeNull();
  });
});
