/**
 * Runs `load` when the browser is idle after the first paint (a timer where there is no idle callback): how code that
 * no screen needs for its first paint (the range calendar, the answers drawer) is fetched ahead of its first use.
 * Returns the cancel.
 */
export function whenIdle(load: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(load, 1500);
  return () => window.clearTimeout(timer);
}
