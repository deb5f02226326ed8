import { describe, expect, it } from 'vitest';
import { EngineLimiter, type LimiterClock } from './engine-limiter.ts';

/**
 * A clock that stands still unless the test moves it, and records every wait with the time it would end: the
 * schedule is checked exactly, whatever the machine's load (observed wake-up times were not: a late first timer
 * made two starts look 85 ms apart where 100 ms had been planned).
 */
function manualClock(start = 1_000_000) {
  let now = start;
  const waits: Array<{ from: number; ms: number; until: number }> = [];
  const clock: LimiterClock = {
    now: () => now,
    wait: async (ms) => {
      waits.push({ from: now, ms, until: now + ms });
    },
  };
  return { clock, waits, advance: (ms: number) => (now += ms) };
}

describe('EngineLimiter', () => {
  it('spaces the starts of a rate-limited engine 100 ms apart and leaves other engines alone', async () => {
    const { clock, waits, advance } = manualClock();
    const limiter = new EngineLimiter({ chatgpt: 600 }, clock); // one start per 100 ms
    await Promise.all([0, 1, 2].map(() => limiter.acquire('chatgpt')));
    // The first starts at once; the next two wait for their slots, 100 and 200 ms ahead.
    expect(waits.map((w) => w.ms)).toEqual([100, 200]);
    expect(waits[1]!.until - waits[0]!.until).toBe(100);

    // An engine without a rate never waits.
    await Promise.all([limiter.acquire('simulated'), limiter.acquire('simulated')]);
    expect(waits).toHaveLength(2);

    // Later requests continue the schedule: 250 ms on, the next free slot is 300 ms after the first start.
    advance(250);
    await limiter.acquire('chatgpt');
    expect(waits.at(-1)!.ms).toBe(50);
    // Long after, a request starts at once and sets the next slot 100 ms later.
    advance(10_000);
    await limiter.acquire('chatgpt');
    expect(waits).toHaveLength(3);
    await limiter.acquire('chatgpt');
    expect(waits.at(-1)!.ms).toBe(100);
  });

  it('pauses an engine after a retry-after, without shortening a later slot', async () => {
    const { clock, waits, advance } = manualClock();
    const limiter = new EngineLimiter({ claude: 60 }, clock); // one start per second
    limiter.pause('gemini', 150);
    await limiter.acquire('gemini');
    expect(waits.map((w) => w.ms)).toEqual([150]);

    await limiter.acquire('claude'); // at once; the next slot is 1,000 ms on
    limiter.pause('claude', 300); // shorter than the slot already booked: the slot stands
    advance(100);
    await limiter.acquire('claude');
    expect(waits.at(-1)!.ms).toBe(900);
  });

  it('waits on the real clock by default', async () => {
    const limiter = new EngineLimiter({});
    limiter.pause('gemini', 60);
    const started = performance.now();
    await limiter.acquire('gemini');
    // A timer never fires early; how late it fires depends on the machine, so only the lower bound is checked.
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});
