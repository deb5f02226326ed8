import { setTimeout as sleep } from 'node:timers/promises';
import { inspect } from 'node:util';

/**
 * How long a test waits for something that happens in the background before it fails. Patient on a machine four times
 * slower than a quiet one (CI's two cores are shared), and below Vitest's test and hook timeout of 240 s
 * (vitest.config.ts), so that a wait that never ends fails with its own message — what was awaited and the last
 * value read — rather than with Vitest's bare timeout. Tests pass no patience of their own.
 */
export const patienceMs = 200_000;

export interface WaitOptions<T> {
  /** Pause between two reads, in ms (100 unless told). */
  intervalMs?: number;
  /** The failure's account of the last value read (by default the value itself). */
  describe?: (last: T) => string | Promise<string>;
  /**
   * Only for runs outside Vitest's timeout (a benchmark given its own limit, bench/chaos.ts): a patience longer than
   * `patienceMs`. A test never passes it.
   */
  patienceMs?: number;
}

/**
 * Reads until `done` holds of what was read, and returns that value; reads every `intervalMs`. After `patienceMs` it
 * fails naming `what` it waited for and the last value read. A read that throws (a failed `expect` inside it) fails
 * at once, as before the wait.
 */
export function waitUntil<T, U extends T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => value is U,
  options?: WaitOptions<T>,
): Promise<U>;
export function waitUntil<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  options?: WaitOptions<T>,
): Promise<T>;
export async function waitUntil<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  options: WaitOptions<T> = {},
): Promise<T> {
  const intervalMs = options.intervalMs ?? 100;
  const patience = options.patienceMs ?? patienceMs;
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    const waited = Date.now() - started;
    if (waited > patience) {
      const last = options.describe ? await options.describe(value) : show(value);
      throw new Error(`waited ${Math.round(waited / 1000)} s for ${what}; last read: ${last}`);
    }
    await sleep(intervalMs);
  }
}

function show(value: unknown): string {
  return inspect(value, { depth: 6, maxArrayLength: 50, maxStringLength: 4000, breakLength: Infinity });
}
