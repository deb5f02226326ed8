/** Days of several projects at once: each project's own span of local days (they differ by timezone). */
export interface ProjectDays {
  projectId: number;
  /** First local day, `YYYY-MM-DD`. */
  from: string;
  /** Last local day (inclusive), `YYYY-MM-DD`. */
  to: string;
}

/** The one span of days covering every project's span (a day or two wider than each when timezones differ). */
export function coveringSpan(spans: readonly ProjectDays[]): { from: string; to: string } | null {
  if (spans.length === 0) return null;
  let from = spans[0]!.from;
  let to = spans[0]!.to;
  for (const s of spans) {
    if (s.from < from) from = s.from;
    if (s.to > to) to = s.to;
  }
  return { from, to };
}
