import { describe, expect, it } from 'vitest';
import { trailFrom, trailLimit, trailPlace } from './answer-trail.ts';

describe('answer trail', () => {
  it('places an answer in the list it was opened from', () => {
    const trail = trailFrom('/data/completions?q=x', ['a', 'b', 'c']);
    expect(trailPlace(trail, 'a')).toEqual({ previous: null, next: 'b', position: 1, total: 3 });
    expect(trailPlace(trail, 'b')).toEqual({ previous: 'a', next: 'c', position: 2, total: 3 });
    expect(trailPlace(trail, 'c')).toEqual({ previous: 'b', next: null, position: 3, total: 3 });
    // An answer not in the list, or no list: no place (the view falls back to its own neighbours).
    expect(trailPlace(trail, 'z')).toBeNull();
    expect(trailPlace(undefined, 'a')).toBeNull();
  });

  it('keeps a long list to its limit around the answer opened', () => {
    const ids = Array.from({ length: trailLimit * 3 }, (_, i) => `c${i}`);
    const middle = trailFrom('/x', ids, 'c700');
    expect(middle.ids).toHaveLength(trailLimit);
    expect(trailPlace(middle, 'c700')?.position).toBe(trailLimit / 2 + 1);
    expect(trailFrom('/x', ids, 'c0').ids[0]).toBe('c0');
    expect(trailFrom('/x', ids, `c${ids.length - 1}`).ids.at(-1)).toBe(`c${ids.length - 1}`);
  });
});
