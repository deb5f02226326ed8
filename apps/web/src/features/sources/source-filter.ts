import type { RangedReportFilter } from '@sightline/contracts';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';
import { useReportSearch } from '../../ui/filter-bar/use-filters.ts';

/**
 * The report filter of a source screen: the URL's range and filters, narrowed to one prompt on a prompt's source
 * screens (`/prompts/{id}/sources…`).
 */
export function useSourceFilter(promptDocumentId?: string): RangedReportFilter {
  const search = useReportSearch();
  const filter = reportFilterOf(search);
  return promptDocumentId ? { ...filter, prompts: [promptDocumentId] } : filter;
}
