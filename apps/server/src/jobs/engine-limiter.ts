import { setTimeout as sleep } from 'node:timers/promises';

/** Time as the limiter sees it: the wall clock and a wait; tests pass their own to check the schedule exactly. */
export interface LimiterClock {
  now(): number;
  wait(ms: number, signal?: AbortSignal): Promise<void>;
}

const systemClock: LimiterClock = {
  now: () => Date.now(),
  wait: (ms, signal) => sleep(ms, undefined, { signal }),
};

/**
 * Per-engine request pacing within this process: starts are spaced `60 000 / ratePerMinute` ms apart, and an engine
 * that answered 429 with a retry-after is paused for that long. Concurrency is bounded separately by the number of
 * queue workers per engine.
 */
export class EngineLimiter {
  readonly #rates: Readonly<Record<string, number>>;
  readonly #clock: LimiterClock;
  readonly #nextStart = new Map<string, number>();

  constructor(ratesPerMinute: Readonly<Record<string, number>>, clock: LimiterClock = systemClock) {
    this.#rates = ratesPerMinute;
    this.#clock = clock;
  }

  /** Resolves when a request to `engine` may start. */
  async acquire(engine: string, signal?: AbortSignal): Promise<void> {
    const rate = this.#rates[engine] ?? 0;
    const spacing = rate > 0 ? 60_000 / rate : 0;
    const now = this.#clock.now();
    const start = Math.max(now, this.#nextStart.get(engine) ?? 0);
    this.#nextStart.set(engine, start + spacing);
    if (start > now) await this.#clock.wait(start - now, signal);
  }

  /** No request to `engine` starts before `ms` from now. */
  pause(engine: string, ms: number): void {
    const until = this.#clock.now() + ms;
    if (until > (this.#nextStart.get(engine) ?? 0)) this.#nextStart.set(engine, until);
  }
}
