import { useSearch } from '@tanstack/react-router';
import type { ReportFilter } from '../../lib/api/analytics-calls.ts';
import { validateFilters } from '../../lib/filter-search.ts';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';

/**
 * The report filter of a source screen: the URL's range and filters, narrowed to one prompt on a prompt's source
 * screens (`/prompts/{id}/sources…`).
 */
export function useSourceFilter(promptDocumentId?: string): ReportFilter {
  const search = validateFilters(useSearch({ strict: false }) as Record<string, unknown>);
  const filter = reportFilterOf(search);
  return promptDocumentId ? { ...filter, prompts: [promptDocumentId] } : filter;
}
