import { describe, expect, it } from 'vitest';
import { EngineLimiter } from './engine-limiter.ts';

describe('EngineLimiter', () => {
  it('spaces starts of a rate-limited engine and leaves others alone', async () => {
    const limiter = new EngineLimiter({ chatgpt: 600 }); // one start per 100 ms
    const started = performance.now();
    const times: number[] = [];
    await Promise.all(
      [0, 1, 2].map(async () => {
        await limiter.acquire('chatgpt');
        times.push(performance.now() - started);
      }),
    );
    times.sort((a, b) => a - b);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(90);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(90);
    const free = performance.now();
    await Promise.all([limiter.acquire('simulated'), limiter.acquire('simulated')]);
    expect(performance.now() - free).toBeLessThan(50);
  });

  it('pauses an engine after a retry-after', async () => {
    const limiter = new EngineLimiter({});
    limiter.pause('gemini', 150);
    const started = performance.now();
    await limiter.acquire('gemini');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});
