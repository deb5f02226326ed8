import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnalyticsFilter } from './analytics-filter.ts';
import { splitIntoBlocks } from './day-blocks.ts';

interface DayTable {
  projectId: AnyPgColumn;
  day: AnyPgColumn;
  engine: AnyPgColumn;
  segmentId?: AnyPgColumn;
}
interface BlockTable {
  projectId: AnyPgColumn;
  span: AnyPgColumn;
  start: AnyPgColumn;
  engine: AnyPgColumn;
  segmentId?: AnyPgColumn;
}

/**
 * A filter's range as the rows of a day table and of its block table (see day-blocks.ts), each condition null when
 * the range has no piece of that kind: the project (and the filter's segment, for segment tables), its engines, then
 * the range's few single days on the day table and its whole aligned blocks on the block table.
 */
export function blockPieceConditions(
  filter: AnalyticsFilter,
  days: DayTable,
  blocks: BlockTable,
): { days: SQL | undefined | null; blocks: SQL | undefined | null } {
  const split = splitIntoBlocks(filter.from, filter.to);
  const common = (t: DayTable | BlockTable) =>
    and(
      eq(t.projectId, filter.projectId),
      t.segmentId === undefined
        ? undefined
        : filter.segmentId === undefined
          ? sql`false`
          : eq(t.segmentId, filter.segmentId),
      filter.engines === undefined
        ? undefined
        : filter.engines.length === 0
          ? sql`false`
          : inArray(t.engine, [...filter.engines]),
    );
  const blockList = sql.join(
    split.blocks.map((block) => sql`(${block.span}, cast(${block.start} as date))`),
    sql`, `,
  );
  return {
    days: split.days.length === 0 ? null : and(common(days), inArray(days.day, split.days)),
    blocks:
      split.blocks.length === 0
        ? null
        : and(common(blocks), sql`(${blocks.span}, ${blocks.start}) in (${blockList})`),
  };
}
