/** The longest a request holds background work off (a long export still answers; a lost request is let go). */
const holdLimitMs = 60_000;

/**
 * Who goes first on a single connection (embedded PGlite). Interactive work — each request, from its arrival to its
 * answer (`hold`), and each call made outside background work — starts at once. A background call (the job queue:
 * collects, analysis, rollups, re-analysis, imports) first lets pending I/O in — PGlite answers in microtasks, so a
 * background loop of queries would otherwise never let the event loop take a new request (a static file waited 25 s
 * behind a 7-day demo backfill) — and then starts only when no request is in flight. Background work thus pauses
 * while a screen loads and runs in the gaps between requests; under requests that never pause, a call that has waited
 * `starveMs` opens a slice of free running (two browsers loading screens without a pause had starved the collects
 * other tests waited for).
 */
export class PriorityGate {
  #interactive = 0;
  /** Until when background calls run regardless of requests: their share under steady traffic. */
  #freeUntil = Number.NEGATIVE_INFINITY;
  #waiting: Array<() => void> = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #starveMs: number;
  readonly #sliceMs: number;

  /**
   * `starveMs`: once a background call has waited this long, background work gets `sliceMs` of free running — under
   * requests that never pause it still has about a third of the time (50 of every 150 ms by default).
   */
  constructor(options: { starveMs?: number; sliceMs?: number } = {}) {
    this.#starveMs = options.starveMs ?? 100;
    this.#sliceMs = options.sliceMs ?? 50;
  }

  /** Background calls waiting for their turn (for tests and diagnostics). */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** One interactive call: counted while it runs (no expiry timer: a call always ends). */
  async interactive<T>(call: () => Promise<T>): Promise<T> {
    this.#interactive += 1;
    try {
      return await call();
    } finally {
      this.#leave();
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
      this.#leave();
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
    const since = performance.now();
    while (this.#busy()) {
      if (performance.now() - since >= this.#starveMs) {
        this.#freeUntil = performance.now() + this.#sliceMs;
        this.#wakeAll();
        break;
      }
      await new Promise<void>((resolve) => {
        this.#waiting.push(resolve);
        this.#wakeAt(since + this.#starveMs);
      });
    }
    return call();
  }

  #leave(): void {
    this.#interactive -= 1;
    if (this.#interactive === 0) this.#wakeAll();
  }

  #busy(): boolean {
    return this.#interactive > 0 && performance.now() >= this.#freeUntil;
  }

  #wakeAll(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const woken = this.#waiting;
    this.#waiting = [];
    for (const wake of woken) wake();
  }

  /** Wakes the waiting calls at `time` at the latest (each checks again). */
  #wakeAt(time: number): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => this.#wakeAll(), Math.max(0, time - performance.now()));
    // The gate never keeps a process alive on its own.
    this.#timer.unref?.();
  }
}
