import { setTimeout as sleep } from 'node:timers/promises';
import type { Services } from '../services.ts';

/**
 * Waits until `minimumMs` have passed since `startedAt` (a `performance.now()` reading), so that an answer takes the
 * same time whichever path produced it.
 */
export async function padTo(minimumMs: number, startedAt: number): Promise<void> {
  const left = minimumMs - (performance.now() - startedAt);
  if (left > 0) await sleep(left);
}

/**
 * Runs work after the answer, off the request path, so that how long it takes (whether an account exists, how slow
 * the mail server is) cannot be read from the response time. Failures are logged, never shown to the caller.
 */
export function inBackground(services: Services, what: string, work: () => Promise<unknown>): void {
  setImmediate(() => {
    work().catch((err) => services.logger.error({ err }, `${what} failed`));
  });
}
