export interface DateRangeSearch {
  from?: string;
  to?: string;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The date range of data screens lives in the URL (`?from=2026-11-01&to=2026-11-21`); bad values are dropped. */
export function validateDateRange(search: Record<string, unknown>): DateRangeSearch {
  const from = typeof search.from === 'string' && isoDay.test(search.from) ? search.from : undefined;
  const to = typeof search.to === 'string' && isoDay.test(search.to) ? search.to : undefined;
  if (from && to && from > to) return {};
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
