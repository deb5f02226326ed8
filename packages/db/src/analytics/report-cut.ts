import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnalyticsFilter } from './analytics-filter.ts';

/**
 * How a report is cut besides its totals: by local day, ISO week (the Monday, `YYYY-MM-DD`), month (`YYYY-MM`),
 * engine, prompt (its id), or segment (its id, with `segmentIds`: intents, tags and branded are folded from prompts
 * or segments by the caller).
 */
export type ReportCut = 'day' | 'week' | 'month' | 'engine' | 'prompt' | 'segment';

/** What a report reads besides the totals. */
export interface ReportReadOptions {
  /** Per local day (the daily series). */
  days: boolean;
  /** One more cut (the report's groups), or none. */
  cut: ReportCut | null;
}

/** The default report: its series, with groups by day. */
export const dailyReport: ReportReadOptions = { days: true, cut: 'day' };

/**
 * Which rollups a read takes: segments' (a filter's or a group's prompts summed per day × engine); with a prompt
 * filter or a cut by prompt, per prompt — the per-day rows when the read needs days (a series, a cut by period), else
 * the range's blocks and remaining days (`prompt-range-rows.ts`); otherwise daily (all prompts of a day × engine in
 * one row).
 */
export function rollupSource(
  filter: AnalyticsFilter,
  { days, cut }: ReportReadOptions,
): 'segment' | 'prompt' | 'blocks' | 'daily' {
  if (filter.segmentId !== undefined || filter.segmentIds !== undefined) {
    if (cut === 'prompt') throw new Error('A cut by prompt reads the per-prompt rollups, not a segment');
    return 'segment';
  }
  if (cut === 'segment') throw new Error('A cut by segment reads segments (segmentIds)');
  if (filter.promptIds === undefined && cut !== 'prompt') return 'daily';
  return days || cut === 'day' || cut === 'week' || cut === 'month' ? 'prompt' : 'blocks';
}

/**
 * The cut's grouping key for `week` (the Monday as text), `month` (`YYYY-MM`) and `prompt` (the prompt id column:
 * hashing a bigint is cheaper than its text); day and engine are columns of every rollup. Select it as
 * `cast(key as text)`. It holds no bound parameter, so the same text in the select list and in GROUP BY is one
 * grouping expression.
 */
export function cutKey(
  table: { day: SQLWrapper },
  cut: 'week' | 'month' | 'prompt' | 'segment',
): SQL | AnyPgColumn {
  if (cut === 'week') return sql`to_char(date_trunc('week', ${table.day}), 'YYYY-MM-DD')`;
  if (cut === 'month') return sql`to_char(${table.day}, 'YYYY-MM')`;
  const column = (table as { promptId?: AnyPgColumn; segmentId?: AnyPgColumn })[
    cut === 'prompt' ? 'promptId' : 'segmentId'
  ];
  if (!column)
    throw new Error(`A cut by ${cut} reads the ${cut === 'prompt' ? 'per-prompt' : 'segment'} rollups`);
  return column;
}
