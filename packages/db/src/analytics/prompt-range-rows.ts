import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import {
  rollupAnswers,
  rollupBlockAnswers,
  rollupBlockBrands,
  rollupBlockContentTypes,
  rollupBrands,
  rollupContentTypes,
} from '../schema/index.ts';
import type { AnalyticsFilter } from './analytics-filter.ts';
import { type DayBlocks, splitIntoBlocks } from './day-blocks.ts';

// A per-prompt read of a range that needs no per-day rows (the prompt × engine table, a cut by prompt, a period
// compared), as one subquery: the range's whole aligned blocks from the block rollups and its few remaining days
// from the per-prompt rollups, each row keyed by engine × prompt [× brand]. Summing it over the range's keys gives
// what summing the per-prompt rows of every day would, from about 7 rows per key for 30 days and 12 for a year.

/** The filter's engines and prompts on a table keyed by engine × prompt; `false` for an empty list. */
function keyCondition(table: { engine: AnyPgColumn; promptId: AnyPgColumn }, filter: AnalyticsFilter) {
  const list = (column: AnyPgColumn, values: readonly (string | number)[] | undefined) =>
    values === undefined ? undefined : values.length === 0 ? sql`false` : inArray(column, [...values]);
  return and(list(table.engine, filter.engines), list(table.promptId, filter.promptIds));
}

/** Which per-prompt rows and which block rows of `table` the range's pieces are. */
function pieces(
  perPrompt: { projectId: AnyPgColumn; day: AnyPgColumn; engine: AnyPgColumn; promptId: AnyPgColumn },
  block: {
    projectId: AnyPgColumn;
    span: AnyPgColumn;
    start: AnyPgColumn;
    engine: AnyPgColumn;
    promptId: AnyPgColumn;
  },
  filter: AnalyticsFilter,
  split: DayBlocks,
): { days: SQL | undefined; blocks: SQL | undefined } {
  const blockList = sql.join(
    split.blocks.map((b) => sql`(${b.span}, cast(${b.start} as date))`),
    sql`, `,
  );
  return {
    days: and(
      sql`${perPrompt.projectId} = ${filter.projectId}`,
      split.days.length === 0 ? sql`false` : inArray(perPrompt.day, split.days),
      keyCondition(perPrompt, filter),
    ),
    blocks: and(
      sql`${block.projectId} = ${filter.projectId}`,
      split.blocks.length === 0
        ? sql`false`
        : and(
            // Each column's values apart too: conditions the primary key (project × span × start × …) can seek by,
            // where the pairs alone left the planner a scan of the prompts' every block by the prompt index.
            inArray(block.span, [...new Set(split.blocks.map((b) => b.span))]),
            inArray(block.start, [...new Set(split.blocks.map((b) => b.start))]),
            sql`(${block.span}, ${block.start}) in (${blockList})`,
          ),
      keyCondition(block, filter),
    ),
  };
}

/** Pieces are not days: a null `day` keeps the rollups' shape for readers that select it only with per-day rows. */
const noDay = () => sql<string | null>`cast(null as date)`.as('day');

/** The answer measures of the filter's range, per engine × prompt piece (see above). */
export function promptRangeAnswers(db: Database, filter: AnalyticsFilter) {
  const where = pieces(rollupAnswers, rollupBlockAnswers, filter, splitIntoBlocks(filter.from, filter.to));
  const columns = (t: typeof rollupAnswers | typeof rollupBlockAnswers) => ({
    day: noDay(),
    engine: t.engine,
    promptId: t.promptId,
    answers: t.answers,
    noAnswers: t.noAnswers,
    answersCitingOwned: t.answersCitingOwned,
    citations: t.citations,
    ownedCitations: t.ownedCitations,
    impression: t.impression,
    ownedImpression: t.ownedImpression,
  });
  return db
    .select(columns(rollupAnswers))
    .from(rollupAnswers)
    .where(where.days)
    .unionAll(db.select(columns(rollupBlockAnswers)).from(rollupBlockAnswers).where(where.blocks))
    .as('range_answers');
}

/** The brand measures of the filter's range, per engine × prompt × brand piece (sentiment summed as double). */
export function promptRangeBrands(db: Database, filter: AnalyticsFilter) {
  const where = pieces(rollupBrands, rollupBlockBrands, filter, splitIntoBlocks(filter.from, filter.to));
  const columns = (t: typeof rollupBrands | typeof rollupBlockBrands) => ({
    day: noDay(),
    engine: t.engine,
    promptId: t.promptId,
    brandKey: t.brandKey,
    answersMentioning: t.answersMentioning,
    mentions: t.mentions,
    rankSum: t.rankSum,
    rank1: t.rank1,
    sentimentSum: sql<number>`cast(${t.sentimentSum} as double precision)`.as('sentiment_sum'),
    positive: t.positive,
    neutral: t.neutral,
    negative: t.negative,
    topThird: t.topThird,
    middleThird: t.middleThird,
    bottomThird: t.bottomThird,
  });
  return db
    .select(columns(rollupBrands))
    .from(rollupBrands)
    .where(where.days)
    .unionAll(db.select(columns(rollupBlockBrands)).from(rollupBlockBrands).where(where.blocks))
    .as('range_brands');
}

/** The citations of the filter's range per engine × prompt × content type piece (content-rollups.ts). */
export function promptRangeContentTypes(db: Database, filter: AnalyticsFilter) {
  const where = pieces(
    rollupContentTypes,
    rollupBlockContentTypes,
    filter,
    splitIntoBlocks(filter.from, filter.to),
  );
  const columns = (t: typeof rollupContentTypes | typeof rollupBlockContentTypes) => ({
    engine: t.engine,
    promptId: t.promptId,
    contentType: t.contentType,
    citations: t.citations,
  });
  return db
    .select(columns(rollupContentTypes))
    .from(rollupContentTypes)
    .where(where.days)
    .unionAll(db.select(columns(rollupBlockContentTypes)).from(rollupBlockContentTypes).where(where.blocks))
    .as('range_content_types');
}
