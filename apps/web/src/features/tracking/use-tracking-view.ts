import { useSearch } from '@tanstack/react-router';
import { useSetSearch } from '../../ui/filter-bar/use-set-search.ts';
import { type TrackingSearch, type TrackingView, validateTrackingSearch } from './tracking-search.ts';

/** The tracking screen's search (filters and view) and a setter for the view (metric, grain, brand). */
export function useTrackingView(): { search: TrackingSearch; setView: (change: TrackingView) => void } {
  const search = validateTrackingSearch(useSearch({ strict: false }) as Record<string, unknown>);
  return { search, setView: useSetSearch<TrackingView>() };
}
