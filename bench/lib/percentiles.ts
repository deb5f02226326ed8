/** Nearest-rank percentiles of timings (ms); 0 for an empty list. */
export function percentiles(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1))] ?? 0;
  return { p50: rank(0.5), p95: rank(0.95), p99: rank(0.99), max: sorted.at(-1) ?? 0 };
}

/** Runs `work` `warmups` times untimed, then `iterations` times, and returns each timed run's milliseconds. */
export async function timeRepeated(
  work: () => Promise<unknown>,
  warmups: number,
  iterations: number,
): Promise<number[]> {
  for (let i = 0; i < warmups; i++) await work();
  const ms: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await work();
    ms.push(performance.now() - t0);
  }
  return ms;
}
