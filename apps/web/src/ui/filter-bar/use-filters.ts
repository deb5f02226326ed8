import { type ReportSearch, reportSearchOf } from '@sightline/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { mergeFilters } from '../../lib/filter-search.ts';

const filterKeys = ['from', 'to', 'engines', 'tags', 'intents', 'branded', 'prompt'] as const;

/** The current screen's report filter, read from the URL's search parameters by the filter's contract. */
export function useReportSearch(): ReportSearch {
  return reportSearchOf(useSearch({ strict: false }) as Record<string, unknown>);
}

/**
 * The current screen's filters, read from the URL search parameters, and a setter that writes a change back to the
 * URL (replacing the history entry, so Back leaves the screen instead of undoing each click). Other search
 * parameters of the screen are kept.
 */
export function useFilters(): {
  filters: ReportSearch;
  setFilters: (change: Partial<ReportSearch>) => void;
  clearFilters: () => void;
} {
  const filters = useReportSearch();
  const navigate = useNavigate();
  const write = useCallback(
    (next: (current: ReportSearch) => ReportSearch) => {
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => {
          const rest = Object.fromEntries(
            Object.entries(prev).filter(([key]) => !(filterKeys as readonly string[]).includes(key)),
          );
          return { ...rest, ...next(reportSearchOf(prev)) };
        },
        replace: true,
      });
    },
    [navigate],
  );
  const setFilters = useCallback(
    (change: Partial<ReportSearch>) => write((current) => mergeFilters(current, change)),
    [write],
  );
  const clearFilters = useCallback(() => write(() => ({})), [write]);
  return { filters, setFilters, clearFilters };
}
