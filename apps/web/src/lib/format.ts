/** A fraction in [0, 1] as a percentage with one decimal, or "–" when there is no data. */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : `${(value * 100).toFixed(1)}%`;
}

/** A Wilson interval as "[low–high]" in percent. */
export function interval(low: number | null, high: number | null): string {
  return low === null || high === null ? '' : `${(low * 100).toFixed(1)}–${(high * 100).toFixed(1)}%`;
}
