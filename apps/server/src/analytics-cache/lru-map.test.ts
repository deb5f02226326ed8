import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('LruMap', () => {
  it('evicts the least recently used entry beyond its entry limit; a read makes an entry recent', () => {
    const lru = new LruMap<string, number>({ maxEntries: 2, maxWeight: Number.POSITIVE_INFINITY });
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('keeps the total weight within its limit and never stores a value heavier than the limit', () => {
    const lru = new LruMap<string, string>({ maxEntries: 100, maxWeight: 10 }, (v) => v.length);
    lru.set('a', 'xxxx');
    lru.set('b', 'xxxx');
    lru.set('c', 'xxxx');
    expect(lru.get('a')).toBeUndefined();
    expect(lru.weight).toBe(8);
    lru.set('huge', 'x'.repeat(11));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.weight).toBe(8);
    // Replacing a value counts its new weight only.
    lru.set('b', 'xx');
    expect(lru.weight).toBe(6);
    expect(lru.delete('b')).toBe(true);
    expect(lru.weight).toBe(4);
  });

  it('stores nothing with a limit of 0 entries', () => {
    const lru = new LruMap<string, number>({ maxEntries: 0, maxWeight: 100 });
    lru.set('a', 1);
    expect(lru.size).toBe(0);
    expect(lru.get('a')).toBeUndefined();
  });
});
