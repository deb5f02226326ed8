import { engineIds } from '@sightline/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { promptFilterCondition } from '../analytics/analytics-filter.ts';
import { blockPieceConditions } from '../analytics/block-pieces.ts';
import type { Database } from '../database.ts';
import {
  rollupBlockUrls,
  rollupDailyUrls,
  rollupMonthlyUrls,
  rollupSegmentBlockUrls,
  rollupSegmentUrls,
  rollupUrls,
} from '../schema/index.ts';
import type { PromptFilter } from './domain-rows.ts';
import { monthSplitConditions } from './month-split-conditions.ts';

/** The columns a page read sums, from any of the three page rollups. */
const summed = (
  t:
    | typeof rollupUrls
    | typeof rollupDailyUrls
    | typeof rollupMonthlyUrls
    | typeof rollupSegmentUrls
    | typeof rollupBlockUrls
    | typeof rollupSegmentBlockUrls,
) => ({
  engine: t.engine,
  normalizedUrl: t.normalizedUrl,
  domain: t.domain,
  citations: t.citations,
  answersCiting: t.answersCiting,
  impression: t.impression,
  firstPositionSum: t.firstPositionSum,
  answersCitingBrand: t.answersCitingBrand,
  answersCitingCompetitor: t.answersCitingCompetitor,
});

/**
 * Which pages a read takes: every page, one domain's, or a few pages (by normalized URL; with every engine listed, so
 * each piece is read by its primary key, not scanned).
 */
export interface PageScope {
  domain?: string | undefined;
  normalizedUrls?: readonly string[] | undefined;
}

/** One period's page rows (see `urlRows`), each marked `current` or not. */
function periodRows(db: Database, filter: PromptFilter, scope: PageScope, current: boolean) {
  const flag = { current: sql<boolean>`${sql.raw(current ? 'true' : 'false')}`.as('current') };
  const columns = (t: Parameters<typeof summed>[0]) => ({ ...summed(t), ...flag });
  const { domain, normalizedUrls } = scope;
  const only = (t: { domain: AnyPgColumn; normalizedUrl: AnyPgColumn; engine: AnyPgColumn }) =>
    and(
      domain === undefined ? undefined : eq(t.domain, domain),
      normalizedUrls === undefined
        ? undefined
        : and(
            inArray(t.normalizedUrl, normalizedUrls.length === 0 ? [''] : [...normalizedUrls]),
            filter.engines === undefined ? inArray(t.engine, [...engineIds]) : undefined,
          ),
    );
  /**
   * The rows of a day table and its block table under `where` (see `blockPieceConditions`). Typed as the daily table's
   * rows: every page table has its columns, and each select reads its own table's.
   */
  const pieceRows = (
    where: ReturnType<typeof blockPieceConditions>,
    days: typeof rollupDailyUrls | typeof rollupSegmentUrls,
    blocks: typeof rollupBlockUrls | typeof rollupSegmentBlockUrls,
  ) => [
    ...(where.days === null
      ? []
      : [
          db
            .select(columns(days))
            .from(days as typeof rollupDailyUrls)
            .where(and(where.days, only(days))),
        ]),
    ...(where.blocks === null
      ? []
      : [
          db
            .select(columns(blocks))
            .from(blocks as unknown as typeof rollupDailyUrls)
            .where(and(where.blocks, only(blocks))),
        ]),
  ];
  if (filter.segmentId !== undefined) {
    // The segment's blocks and remaining days (one segment: a cut by segment never reads pages).
    const where = blockPieceConditions(filter, rollupSegmentUrls, rollupSegmentBlockUrls);
    return pieceRows(where, rollupSegmentUrls, rollupSegmentBlockUrls);
  }
  if (filter.promptIds !== undefined) {
    const r = rollupUrls;
    return [
      db
        .select(columns(r))
        .from(r)
        .where(and(promptFilterCondition(r, filter), only(r))),
    ];
  }
  const d = rollupDailyUrls;
  if (domain === undefined) {
    // Every page (or a few): the range's whole aligned blocks and its few remaining days (about 7 pieces for 30 days).
    const where = blockPieceConditions(filter, d, rollupBlockUrls);
    return pieceRows(where, d, rollupBlockUrls);
  }
  // One domain's pages: its daily rows by the domain index, and whole months from the monthly rows.
  const m = rollupMonthlyUrls;
  const where = monthSplitConditions(filter, d, m);
  return [
    ...(where.days === null
      ? []
      : [
          db
            .select(columns(d))
            .from(d)
            .where(and(where.days, only(d))),
        ]),
    ...(where.months === null
      ? []
      : [
          db
            .select(columns(m))
            .from(m)
            .where(and(where.months, only(m))),
        ]),
  ];
}

/**
 * The rows a page read sums (as subquery `alias`), optionally only one domain's pages: per segment and day when the
 * filter's prompts have one, per prompt and day under another prompt filter; else, for every page, the range's
 * whole aligned blocks from `rollup_block_urls` and its remaining days from `rollup_daily_urls`, and for one domain's
 * pages whole months from `rollup_monthly_urls` and the days around them from `rollup_daily_urls` (its index) — with
 * `previous`, that period's rows too, marked `current` false.
 */
export function urlRows(
  db: Database,
  filter: PromptFilter,
  scope: PageScope,
  alias: string,
  previous?: PromptFilter,
) {
  type Part = ReturnType<typeof periodRows>[number];
  const parts: Part[] = [
    ...periodRows(db, filter, scope, true),
    ...(previous ? periodRows(db, previous, scope, false) : []),
  ];
  let union = parts[0]!;
  for (const part of parts.slice(1)) union = union.unionAll(part) as unknown as Part;
  return union.as(alias);
}
