import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * A setter for a screen's own search parameters beside its filters (a metric, a grain, a brand): merges the change
 * into the URL's search, keeping everything else, and replaces the history entry like the filter bar does.
 */
export function useSetSearch<T extends object>(): (change: T) => void {
  const navigate = useNavigate();
  return useCallback(
    (change: T) => {
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, ...change }),
        replace: true,
      });
    },
    [navigate],
  );
}
