import { date, doublePrecision, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { idRef } from './columns.ts';
import { prompts } from './project-children.ts';
import {
  answerMeasures,
  brandMeasures,
  domainMeasures,
  project,
  rollupSegments,
  tenant,
  urlMeasures,
} from './rollups.ts';

// Block rollups: the per-prompt rows summed over aligned blocks of 4, 16, 64 and 256 days (a block starts on a day
// whose number since 1970-01-01 is a multiple of its span; see analytics/day-blocks.ts). A per-prompt report over a
// range without its daily series (the prompt × engine table, groups by prompt, a period compared) reads the range as
// a few blocks plus at most six single days: about 7 rows per prompt × engine [× brand] for 30 days and 12 for a
// year, instead of 30 and 365. Kept by difference in the same transaction as the per-prompt rows (recompute-rollups.ts).
// Migration 0011 gives both tables fillfactor 50 (drizzle cannot declare it): a block row is updated once per day of
// its block, and room on its page keeps those updates on the page (HOT), so the rows of one block stay together and
// a read of it touches few pages. Measured on PostgreSQL with a year of 300 prompts written day by day as collection
// writes it: a year's blocks then span 3,400 heap pages (as many as when loaded in key order), 5,400 with the default
// fillfactor (and a table 30 % larger); rows scattered by an unordered load spanned 18,700 pages and took 130 ms.

export const blockKeyColumns = () => ({
  organizationId: tenant(),
  projectId: project(),
  /** Days in the block: one of `blockSpans`. */
  span: smallint('span').notNull(),
  /** Its first local day. */
  start: date('start', { mode: 'string' }).notNull(),
  engine: text('engine').notNull(),
  promptId: idRef('prompt_id')
    .notNull()
    .references(() => prompts.id, { onDelete: 'cascade' }),
});

export const rollupBlockAnswers = pgTable(
  'rollup_block_answers',
  {
    ...blockKeyColumns(),
    ...answerMeasures(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.span, t.start, t.engine, t.promptId] }),
    // A prompt's deletion cascades by prompt.
    index('rollup_block_answers_prompt_idx').on(t.promptId),
  ],
);

export const rollupBlockBrands = pgTable(
  'rollup_block_brands',
  {
    ...blockKeyColumns(),
    brandKey: text('brand_key').notNull(),
    ...brandMeasures(doublePrecision('sentiment_sum').notNull()),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.span, t.start, t.engine, t.promptId, t.brandKey] }),
    index('rollup_block_brands_prompt_idx').on(t.promptId),
  ],
);

/**
 * The daily page rows (all prompts) summed per aligned block of each span, as the per-prompt block rollups are: the
 * page table of 30 days reads about 7 pieces per page and engine instead of 30 days. Kept by difference like the
 * daily rows; a prompt's deletion takes its rows out by difference (no prompt column to cascade on).
 */
export const rollupBlockUrls = pgTable(
  'rollup_block_urls',
  {
    organizationId: tenant(),
    projectId: project(),
    /** Days in the block: one of `blockSpans`. */
    span: smallint('span').notNull(),
    /** Its first local day. */
    start: date('start', { mode: 'string' }).notNull(),
    engine: text('engine').notNull(),
    ...urlMeasures(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.span, t.start, t.engine, t.normalizedUrl] })],
);

/** A segment's blocks: its members' rows over aligned blocks of each span (see `rollupSegmentDomains` and below). */
const segmentBlockKeyColumns = () => ({
  organizationId: tenant(),
  projectId: project(),
  segmentId: idRef('segment_id')
    .notNull()
    .references(() => rollupSegments.id, { onDelete: 'cascade' }),
  /** Days in the block: one of `blockSpans`. */
  span: smallint('span').notNull(),
  /** Its first local day. */
  start: date('start', { mode: 'string' }).notNull(),
  engine: text('engine').notNull(),
});

/**
 * A segment's domain rows summed per aligned block of each span: a tag-filtered source table of 30 days reads about 7
 * pieces per domain and engine. Built with the segment's source rows and kept by difference with them.
 */
export const rollupSegmentBlockDomains = pgTable(
  'rollup_segment_block_domains',
  {
    ...segmentBlockKeyColumns(),
    ...domainMeasures(),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.span, t.start, t.engine, t.domain] })],
);

/** A segment's page rows summed per aligned block of each span, as `rollupSegmentBlockDomains`. */
export const rollupSegmentBlockUrls = pgTable(
  'rollup_segment_block_urls',
  {
    ...segmentBlockKeyColumns(),
    ...urlMeasures(),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.span, t.start, t.engine, t.normalizedUrl] })],
);
