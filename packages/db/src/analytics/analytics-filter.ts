import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** What dashboard queries read: one project, local days `from`..`to` inclusive, optionally only some engines. */
export interface AnalyticsFilter {
  projectId: number;
  /** First local day, `YYYY-MM-DD`. */
  from: string;
  /** Last local day (inclusive), `YYYY-MM-DD`. */
  to: string;
  /** Only these engines; every engine when absent. An empty list matches nothing. */
  engines?: readonly string[] | undefined;
  /**
   * Only these prompts (a tag, intent, branded or prompt filter resolved to ids); every prompt when absent. An empty
   * list matches nothing. Only tables with a prompt id honour it (see `promptFilterCondition`): queries of the daily
   * rollups never take it.
   */
  promptIds?: readonly number[] | undefined;
  /**
   * The same prompts as a built segment (`ensureSegments`): reports read its rollups (days × engines rows) instead of
   * the per-prompt ones. Never with a cut by prompt.
   */
  segmentId?: number | undefined;
  /** Segments read side by side for a cut by segment (each the prompts of one group of a report). */
  segmentIds?: readonly number[] | undefined;
}

/** The filter as a condition on a table keyed by project × day × engine (rollups, facts, chats). */
export function filterCondition(
  table: { projectId: AnyPgColumn; day: AnyPgColumn; engine: AnyPgColumn },
  filter: AnalyticsFilter,
): SQL | undefined {
  return and(
    eq(table.projectId, filter.projectId),
    between(table.day, filter.from, filter.to),
    filter.engines ? inArray(table.engine, [...filter.engines]) : undefined,
  );
}

/** The filter, prompts included, on a table keyed by project × day × engine × prompt (per-prompt rollups, chats). */
export function promptFilterCondition(
  table: { projectId: AnyPgColumn; day: AnyPgColumn; engine: AnyPgColumn; promptId: AnyPgColumn },
  filter: AnalyticsFilter,
): SQL | undefined {
  const prompts = filter.promptIds;
  return and(
    filterCondition(table, filter),
    prompts === undefined
      ? undefined
      : prompts.length === 0
        ? sql`false`
        : inArray(table.promptId, [...prompts]),
  );
}

/** The filter on segment rollups: the filter's segment or the cut's segments, their days and engines. */
export function segmentFilterCondition(
  table: { segmentId: AnyPgColumn; projectId: AnyPgColumn; day: AnyPgColumn; engine: AnyPgColumn },
  filter: AnalyticsFilter,
): SQL | undefined {
  const segments = filter.segmentIds ?? (filter.segmentId === undefined ? [] : [filter.segmentId]);
  return and(
    segments.length === 0 ? sql`false` : inArray(table.segmentId, [...segments]),
    filterCondition(table, filter),
  );
}
