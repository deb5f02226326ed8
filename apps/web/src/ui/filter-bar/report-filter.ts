import type { RangedReportFilter, ReportSearch } from '@sightline/contracts';
import { promptsOf } from '../../lib/filter-search.ts';
import { effectiveRange } from '../data-screen/effective-range.ts';

/**
 * What a report is asked for from the URL's filters: the range shown (the last 7 days by default), and the engines,
 * tags, intents, branded or not and prompt when chosen (the URL's one `prompt` is the API's `prompts` list).
 */
export function reportFilterOf(search: ReportSearch): RangedReportFilter {
  const range = effectiveRange(search);
  const prompts = promptsOf(search);
  return {
    from: range.from,
    to: range.to,
    ...(search.engines?.length ? { engines: search.engines } : {}),
    ...(search.tags?.length ? { tags: search.tags } : {}),
    ...(search.intents?.length ? { intents: search.intents } : {}),
    ...(search.branded === undefined ? {} : { branded: search.branded }),
    ...(prompts ? { prompts } : {}),
  };
}

/** A stable key of a filter for query keys (lists sorted, so the order of choices does not matter). */
export function reportFilterKey(filter: RangedReportFilter): string {
  const list = (values: readonly string[] | undefined) => [...(values ?? [])].sort().join(',');
  return [
    filter.from,
    filter.to,
    list(filter.engines),
    list(filter.tags),
    list(filter.intents),
    filter.branded === undefined ? '' : String(filter.branded),
    list(filter.prompts),
  ].join('|');
}

/**
 * The root of every project report's query key (tracking, analytics): invalidating `reportKeys.project(id)` after a
 * change that moves the numbers (a collect, a prompt's intent) refreshes every report screen of the project.
 */
export const reportKeys = {
  all: ['reports'] as const,
  project: (projectDocumentId: string) => [...reportKeys.all, projectDocumentId] as const,
};

/** Asking again does not mend a bad filter (400): reports retry once, only other failures. */
export const retryUnlessBadFilter = (failures: number, error: Error) =>
  failures < 1 && (error as { status?: number }).status !== 400;
