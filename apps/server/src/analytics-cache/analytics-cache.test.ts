import { describe, expect, it } from 'vitest';
import { AnalyticsCache, type AnalyticsCacheKey } from './analytics-cache.ts';
import { matchesIfNoneMatch } from './send-cached.ts';

const options = { entries: 10, maxBytes: 1024, secret: 'a-secret', version: '1.0.0' };
const key = (over: Partial<AnalyticsCacheKey> = {}): AnalyticsCacheKey => ({
  projectId: 7,
  dataVersion: 3,
  endpoint: 'tracking',
  query: { from: '2026-03-01', to: '2026-03-30', engines: null },
  ...over,
});

describe('AnalyticsCache', () => {
  it('derives one strong ETag per key, whatever the order of the query, and another for any change', () => {
    const cache = new AnalyticsCache(options);
    const etag = cache.etagOf(key(), 'metrics-v1');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(
      cache.etagOf(key({ query: { engines: null, to: '2026-03-30', from: '2026-03-01' } }), 'metrics-v1'),
    ).toBe(etag);
    // Another process with the same secret and release derives the same ETag.
    expect(new AnalyticsCache(options).etagOf(key(), 'metrics-v1')).toBe(etag);
    const others = [
      cache.etagOf(key({ dataVersion: 4 }), 'metrics-v1'),
      cache.etagOf(key({ projectId: 8 }), 'metrics-v1'),
      cache.etagOf(key({ endpoint: 'chat' }), 'metrics-v1'),
      cache.etagOf(
        key({ query: { from: '2026-03-01', to: '2026-03-30', engines: ['chatgpt'] } }),
        'metrics-v1',
      ),
      cache.etagOf(key(), 'metrics-v2'),
      new AnalyticsCache({ ...options, version: '1.0.1' }).etagOf(key(), 'metrics-v1'),
      new AnalyticsCache({ ...options, secret: 'another' }).etagOf(key(), 'metrics-v1'),
    ];
    expect(new Set([etag, ...others]).size).toBe(others.length + 1);
  });

  it('computes a body once: later and concurrent requests share it', async () => {
    const cache = new AnalyticsCache(options);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return Buffer.from('{"data":1}');
    };
    const bodies = await Promise.all([
      cache.body('"e"', load),
      cache.body('"e"', load),
      cache.body('"e"', load),
    ]);
    expect(loads).toBe(1);
    expect(bodies.map(String)).toEqual(['{"data":1}', '{"data":1}', '{"data":1}']);
    expect(String(await cache.body('"e"', load))).toBe('{"data":1}');
    expect(loads).toBe(1);
    expect(cache.stats).toEqual({ hits: 1, misses: 1, shared: 2 });
    expect(cache.bytes).toBe(10);
  });

  it('keeps no failed computation', async () => {
    const cache = new AnalyticsCache(options);
    await expect(cache.body('"e"', async () => Promise.reject(new Error('no such chat')))).rejects.toThrow(
      'no such chat',
    );
    expect(String(await cache.body('"e"', async () => Buffer.from('ok')))).toBe('ok');
  });

  it('with 0 entries computes every time', async () => {
    const cache = new AnalyticsCache({ ...options, entries: 0 });
    let loads = 0;
    const load = async () => Buffer.from(String(++loads));
    await cache.body('"e"', load);
    await cache.body('"e"', load);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, accepts lists and *', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch('abc', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});
