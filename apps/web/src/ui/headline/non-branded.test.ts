import type { TrackedBrandMetrics } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { headlineStory, nonBrandedFilter } from './non-branded.ts';

const brand = (key: string, value: number | null, own = false) =>
  ({
    key,
    name: key,
    own,
    visibility: { value, mentioning: 0, n: 10, low: null, high: null },
  }) as TrackedBrandMetrics;

describe('headlineStory', () => {
  it('puts the leading competitor and the gap beside the own brand, bars highest first', () => {
    const story = headlineStory([brand('brand', 0.343, true), brand('a', 0.623), brand('b', 0.5)], 5);
    expect(story.own?.key).toBe('brand');
    expect(story.leader?.key).toBe('a');
    expect(story.gap).toBeCloseTo(0.28);
    expect(story.bars.map((b) => b.key)).toEqual(['a', 'b', 'brand']);
  });

  it('has a negative gap when the own brand leads, and keeps the own brand among the bars when they are cut', () => {
    const ahead = headlineStory([brand('brand', 0.7, true), brand('a', 0.2)], 5);
    expect(ahead.gap).toBeCloseTo(-0.5);
    const cut = headlineStory(
      [brand('brand', 0.01, true), brand('a', 0.5), brand('b', 0.4), brand('c', 0.3)],
      3,
    );
    expect(cut.bars.map((b) => b.key)).toEqual(['a', 'b', 'brand']);
  });

  it('has no leader and no gap when no competitor is named', () => {
    const story = headlineStory([brand('brand', 0.2, true), brand('a', 0), brand('b', null)], 5);
    expect(story.leader).toBeNull();
    expect(story.gap).toBeNull();
  });
});

describe('nonBrandedFilter', () => {
  it('keeps the screen’s filter and asks only for the prompts that do not name the brand', () => {
    expect(nonBrandedFilter({ from: '2026-11-01', to: '2026-11-30', engines: ['chatgpt'] })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      engines: ['chatgpt'],
      branded: false,
    });
  });
});
