/**
 * Who goes first on a single connection (embedded PGlite), call by call. Interactive calls (a person waiting for a
 * screen) start at once. A background call (the job queue: collects, analysis, rollups, re-analysis, imports) first
 * lets pending I/O in — PGlite answers in microtasks, so a background loop of queries would otherwise never let the
 * event loop take a new request (a static file waited 25 s behind a 7-day demo backfill) — and then starts only when
 * no interactive call is running or waiting, or after `maxWaitMs`. Requests and background work thus alternate call by
 * call: a request waits for at most the one background call (or transaction) in progress, and background work keeps
 * moving under steady traffic (a client polling every 30 ms must not stop a collect).
 */
export class PriorityGate {
  #interactive = 0;
  #waiting: Array<() => void> = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #maxWaitMs: number;

  constructor(options: { maxWaitMs?: number } = {}) {
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
      if (this.#interactive === 0) this.#wake();
    }
  }

  async background<T>(call: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const deadline = performance.now() + this.#maxWaitMs;
    while (this.#interactive > 0 && performance.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.#waiting.push(resolve);
        this.#wakeAt(deadline);
      });
    }
    return call();
  }

  #wake(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const woken = this.#waiting;
    this.#waiting = [];
    for (const wake of woken) wake();
  }

  /** Wakes the waiting calls at `deadline` at the latest (each checks again). */
  #wakeAt(deadline: number): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => this.#wake(), Math.max(0, deadline - performance.now()));
    // The gate never keeps a process alive on its own.
    this.#timer.unref?.();
  }
}
