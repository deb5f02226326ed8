import { type ReportSearch, reportSearchOf } from '@sightline/contracts';

/*
 * A data screen's filters live in the URL as the report filter's contract (`@sightline/contracts` report-filter.ts:
 * `ReportSearch`, validated by `reportSearchOf` in every data route's `validateSearch`). Here only what the web does
 * with them: merge a change, and send the URL's one prompt as the API's list.
 */

/** Merges a change into the current filters; an empty list or an empty value removes its parameter. */
export function mergeFilters(current: ReportSearch, change: Partial<ReportSearch>): ReportSearch {
  const next: Record<string, unknown> = { ...current, ...change };
  for (const [key, value] of Object.entries(next)) {
    if (
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && value.length === 0)
    ) {
      delete next[key];
    }
  }
  return reportSearchOf(next);
}

/** The prompt documents a report is limited to: the URL's single `prompt` as the API's `prompts` list. */
export const promptsOf = (search: ReportSearch): string[] | undefined =>
  search.prompt ? [search.prompt] : undefined;
