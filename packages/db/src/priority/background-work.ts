import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work: every database call it makes — and every call of the timers and promises it starts,
 * such as a job queue's polling loops and handlers — yields to interactive requests on the embedded database (see
 * priority-gate.ts). Whatever is not started in here is interactive.
 */
export function runInBackground<T>(work: () => T): T {
  return background.run(true, work);
}

/** Whether the caller runs as background work. */
export function isBackground(): boolean {
  return background.getStore() === true;
}
