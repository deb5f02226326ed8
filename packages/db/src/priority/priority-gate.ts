/** The longest a request holds background work off (a long export still answers; a lost request is let go). */
const holdLimitMs = 60_000;

/**
 * Who goes first on a single connection (embedded PGlite). Interactive work — each request, from its arrival to its
 * answer (`hold`), and each call made outside background work — starts at once. A background call (the job queue:
 * collects, analysis, rollups, re-analysis, imports) first lets pending I/O in — PGlite answers in microtasks, so a
 * background loop of queries would otherwise never let the event loop take a new request (a static file waited 25 s
 * behind a 7-day demo backfill) — and then starts only when no request is in flight (optionally none for `quietMs`),
 * or after `maxWaitMs`. Background work pauses while a screen loads and runs in the gaps between requests: a client
 * polling every 30 ms leaves it most of the time (a 150 ms quiet time after each request had starved such a collect).
 */
export class PriorityGate {
  #interactive = 0;
  #lastInteractiveAt = Number.NEGATIVE_INFINITY;
  #waiting: Array<() => void> = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #quietMs: number;
  readonly #maxWaitMs: number;

  constructor(options: { quietMs?: number; maxWaitMs?: number } = {}) {
    this.#quietMs = options.quietMs ?? 0;
    this.#maxWaitMs = options.maxWaitMs ?? 1000;
  }

  /** Background calls waiting for their turn (for tests and diagnostics). */
  get waiting(): number {
    return this.#waiting.length;
  }

  async interactive<T>(call: () => Promise<T>): Promise<T> {
    this.#interactive += 1;
    try {
      return await call();
    } finally {
      this.#interactive -= 1;
      this.#lastInteractiveAt = performance.now();
      this.#wakeLater();
    }
  }

  /**
   * Marks interactive work that is not a single call — a whole HTTP request, from its arrival to its answer — so no
   * background call starts in between its queries. Returns the release (safe to call more than once).
   */
  hold(): () => void {
    this.#interactive += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(expiry);
      this.#interactive -= 1;
      this.#lastInteractiveAt = performance.now();
      this.#wakeLater();
    };
    // A hold never outlives a minute: a request whose end was never seen must not slow background work for good.
    const expiry = setTimeout(release, holdLimitMs);
    expiry.unref?.();
    return release;
  }

  async background<T>(call: () => Promise<T>): Promise<T> {
    // PGlite answers in microtasks: a background loop of queries would never let the event loop take a new request
    // (a screen's request waited 25 s behind a demo backfill). Each background call first lets pending I/O in.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const deadline = performance.now() + this.#maxWaitMs;
    while (this.#busy() && performance.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.#waiting.push(resolve);
        this.#wakeLater(deadline - performance.now());
      });
    }
    return call();
  }

  #busy(): boolean {
    return this.#interactive > 0 || performance.now() - this.#lastInteractiveAt < this.#quietMs;
  }

  /** Wakes the waiting background calls when the connection may be free (each checks again), or at `limit`. */
  #wakeLater(limit = Number.POSITIVE_INFINITY): void {
    if (this.#waiting.length === 0) return;
    const quietIn = this.#quietMs - (performance.now() - this.#lastInteractiveAt);
    const delay = Math.max(0, Math.min(this.#interactive > 0 ? this.#quietMs : quietIn, limit));
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      const woken = this.#waiting;
      this.#waiting = [];
      for (const wake of woken) wake();
    }, delay);
    // The gate never keeps a process alive on its own.
    this.#timer.unref?.();
  }
}
