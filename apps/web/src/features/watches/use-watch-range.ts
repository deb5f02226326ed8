import { reportSearchOf } from '@sightline/contracts';
import { useSearch } from '@tanstack/react-router';
import { effectiveRange } from '../../ui/data-screen/effective-range.ts';
import type { WatchRange } from './watch-calls.ts';

/** The range of a watch screen: the URL's days, else the last 7 days ending today (the filter bar's default). */
export function useWatchRange(): WatchRange {
  const search = reportSearchOf(useSearch({ strict: false }) as Record<string, unknown>);
  const { from, to } = effectiveRange(search);
  return { from, to };
}

/** The URL's range to carry along a link from one watch screen to another (nothing when the URL has none). */
export function useRangeSearch(): { from?: string; to?: string } {
  const search = reportSearchOf(useSearch({ strict: false }) as Record<string, unknown>);
  return { ...(search.from ? { from: search.from } : {}), ...(search.to ? { to: search.to } : {}) };
}
