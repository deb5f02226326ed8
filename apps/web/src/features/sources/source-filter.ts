import { type RangedReportFilter, reportSearchOf } from '@sightline/contracts';
import { useSearch } from '@tanstack/react-router';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';

/**
 * The report filter of a source screen: the URL's range and filters, narrowed to one prompt on a prompt's source
 * screens (`/prompts/{id}/sources…`).
 */
export function useSourceFilter(promptDocumentId?: string): RangedReportFilter {
  const search = reportSearchOf(useSearch({ strict: false }) as Record<string, unknown>);
  const filter = reportFilterOf(search);
  return promptDocumentId ? { ...filter, prompts: [promptDocumentId] } : filter;
}
