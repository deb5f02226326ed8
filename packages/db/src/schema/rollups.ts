import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { idRef } from './columns.ts';
import { organizations } from './organizations.ts';
import { prompts } from './project-children.ts';
import { projects } from './projects.ts';

// Dashboard rollups per project × day × engine × prompt. A key's rows are recomputed from the facts of that key's
// chats whenever one of them is analyzed (under an advisory lock on the key), so writing them is idempotent and a
// re-analysis leaves them exact. Dashboards read these; facts serve drill-downs.

export const tenant = () =>
  idRef('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
export const project = () =>
  idRef('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
/** The key of a per-prompt rollup row: project × day × engine × prompt (a prompt's deletion cascades). */
export const keyColumns = () => ({
  organizationId: tenant(),
  projectId: project(),
  day: date('day', { mode: 'string' }).notNull(),
  engine: text('engine').notNull(),
  promptId: idRef('prompt_id')
    .notNull()
    .references(() => prompts.id, { onDelete: 'cascade' }),
});

/** Counts of a rollup row about answers (n, citations, impression); the same in per-prompt and daily rollups. */
export const answerMeasures = () => ({
  answers: integer('answers').notNull(),
  noAnswers: integer('no_answers').notNull(),
  answersWithCitations: integer('answers_with_citations').notNull(),
  answersCitingOwned: integer('answers_citing_owned').notNull(),
  citations: integer('citations').notNull(),
  ownedCitations: integer('owned_citations').notNull(),
  impression: doublePrecision('impression').notNull(),
  ownedImpression: doublePrecision('owned_impression').notNull(),
});

/** Counts of a rollup row about one brand; the sentiment sum is `real` per prompt and `double` per day. */
export const brandMeasures = <S>(sentimentSum: S) => ({
  answersMentioning: integer('answers_mentioning').notNull(),
  mentions: integer('mentions').notNull(),
  rankSum: integer('rank_sum').notNull(),
  rank1: integer('rank1').notNull(),
  sentimentSum,
  positive: integer('positive').notNull(),
  neutral: integer('neutral').notNull(),
  negative: integer('negative').notNull(),
  topThird: integer('top_third').notNull(),
  middleThird: integer('middle_third').notNull(),
  bottomThird: integer('bottom_third').notNull(),
});

/** Counts of a rollup row about one cited domain (its source type is a label, not a count). */
export const domainMeasures = () => ({
  domain: text('domain').notNull(),
  sourceType: text('source_type').notNull(),
  citations: integer('citations').notNull(),
  answersCiting: integer('answers_citing').notNull(),
  firstPositionSum: integer('first_position_sum').notNull(),
  impression: doublePrecision('impression').notNull(),
  /** Of the answers citing the domain, those that also name the own brand. */
  answersCitingBrand: integer('answers_citing_brand').notNull().default(0),
  /** Of the answers citing the domain, those that also name a competitor. */
  answersCitingCompetitor: integer('answers_citing_competitor').notNull().default(0),
});

/** Counts of a rollup row about one cited page (its normalized URL; `domain` is its registrable domain, a label). */
export const urlMeasures = () => ({
  normalizedUrl: text('normalized_url').notNull(),
  domain: text('domain').notNull(),
  citations: integer('citations').notNull(),
  answersCiting: integer('answers_citing').notNull(),
  firstPositionSum: integer('first_position_sum').notNull(),
  impression: doublePrecision('impression').notNull(),
  answersCitingBrand: integer('answers_citing_brand').notNull(),
  answersCitingCompetitor: integer('answers_citing_competitor').notNull(),
});

/** Answers of a key: `answers` counts successful answers (n); no-answer results are counted apart. */
export const rollupAnswers = pgTable(
  'rollup_answers',
  {
    ...keyColumns(),
    ...answerMeasures(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.day, t.engine, t.promptId] }),
    // Reports filtered to some prompts (a tag, an intent, one prompt) and a prompt's deletion read by prompt.
    index('rollup_answers_prompt_day_idx').on(t.promptId, t.day),
  ],
);

/** Per tracked brand of a key. */
export const rollupBrands = pgTable(
  'rollup_brands',
  {
    ...keyColumns(),
    brandKey: text('brand_key').notNull(),
    ...brandMeasures(real('sentiment_sum').notNull()),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.day, t.engine, t.promptId, t.brandKey] }),
    index('rollup_brands_prompt_day_idx').on(t.promptId, t.day),
  ],
);

/** Per cited domain of a key. */
export const rollupDomains = pgTable(
  'rollup_domains',
  {
    ...keyColumns(),
    ...domainMeasures(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.day, t.engine, t.promptId, t.domain] }),
    index('rollup_domains_prompt_day_idx').on(t.promptId, t.day),
  ],
);

/** Per cited page of a key. */
export const rollupUrls = pgTable(
  'rollup_urls',
  {
    ...keyColumns(),
    ...urlMeasures(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.day, t.engine, t.promptId, t.normalizedUrl] }),
    index('rollup_urls_prompt_day_idx').on(t.promptId, t.day),
  ],
);

// Per project × day × engine (all prompts): what the tracking dashboard reads when no prompt, tag or intent filter
// applies, so a year of a 300-prompt project is 365 × engines rows, not 365 × engines × prompts. Maintained from the
// per-prompt rows above by adding the difference each recompute makes (increments commute, so concurrent writers of
// different prompts need no shared lock).
export const dailyKeyColumns = () => ({
  organizationId: tenant(),
  projectId: project(),
  day: date('day', { mode: 'string' }).notNull(),
  engine: text('engine').notNull(),
});

export const rollupDailyAnswers = pgTable(
  'rollup_daily_answers',
  {
    ...dailyKeyColumns(),
    ...answerMeasures(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.engine] })],
);

export const rollupDailyBrands = pgTable(
  'rollup_daily_brands',
  {
    ...dailyKeyColumns(),
    brandKey: text('brand_key').notNull(),
    ...brandMeasures(doublePrecision('sentiment_sum').notNull()),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.engine, t.brandKey] })],
);

/**
 * Per cited domain of a project × day × engine (all prompts): what the top cited domains read without a prompt
 * filter (≈ 200 domains a day instead of 200 per prompt). The source type is the greatest one its rows carried (a
 * domain's type depends on the project's owned and competitor sites, not on the day).
 */
export const rollupDailyDomains = pgTable(
  'rollup_daily_domains',
  {
    ...dailyKeyColumns(),
    ...domainMeasures(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.engine, t.domain] })],
);

/**
 * The daily domain rows summed per calendar month (`month`: its first day): a year of top domains reads 12 months ×
 * engines × domains rows plus the days of the range's partial months. Kept by difference like the daily rows.
 */
export const rollupMonthlyDomains = pgTable(
  'rollup_monthly_domains',
  {
    organizationId: tenant(),
    projectId: project(),
    month: date('month', { mode: 'string' }).notNull(),
    engine: text('engine').notNull(),
    ...domainMeasures(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.month, t.engine, t.domain] })],
);

/** Per cited page of a project × day × engine (all prompts): the source screens' URL tables and trends. */
export const rollupDailyUrls = pgTable(
  'rollup_daily_urls',
  {
    ...dailyKeyColumns(),
    ...urlMeasures(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.day, t.engine, t.normalizedUrl] }),
    index('rollup_daily_urls_domain_idx').on(t.projectId, t.domain, t.day),
  ],
);

/** The daily page rows summed per calendar month, as `rollup_monthly_domains` are. */
export const rollupMonthlyUrls = pgTable(
  'rollup_monthly_urls',
  {
    organizationId: tenant(),
    projectId: project(),
    month: date('month', { mode: 'string' }).notNull(),
    engine: text('engine').notNull(),
    ...urlMeasures(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.month, t.engine, t.normalizedUrl] })],
);

// Segment rollups: per project × day × engine for one set of prompts (the prompts a report filter leaves, such as
// "intent commercial" or "tag 서울"), built the first time a report asks for that filter and kept exact from then on
// by every recompute of a member prompt. A report with a prompt filter then reads days × engines rows instead of
// days × engines × prompts. The segment records the ids of its member prompts; a report uses it only while they are
// exactly the prompts its filter leaves now (an intent corrected, a tag or a prompt added or deleted, a brand alias
// changed: the next read rebuilds it). See ensure-segment.ts.

export const rollupSegments = pgTable(
  'rollup_segments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: tenant(),
    projectId: project(),
    /** The filter the segment stands for, as the report's cache key writes it. */
    filterKey: text('filter_key').notNull(),
    /** Its member prompts, ascending (no foreign key: a deleted member makes the segment stale, not smaller). */
    promptIds: bigint('prompt_ids', { mode: 'number' }).array().notNull(),
    builtAt: timestamp('built_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Last day a report read it (segments unread the longest are dropped first). */
    readOn: date('read_on', { mode: 'string' }).notNull(),
    /**
     * Whether it holds its domain and page rows too: built the first time a source read asks for them (a tracking
     * report never needs them, and they are most of a segment's rows), kept by the recompute from then on.
     */
    sources: boolean('sources').notNull().default(false),
  },
  (t) => [unique('rollup_segments_project_filter_unique').on(t.projectId, t.filterKey)],
);

const segmentKeyColumns = () => ({
  ...dailyKeyColumns(),
  segmentId: idRef('segment_id')
    .notNull()
    .references(() => rollupSegments.id, { onDelete: 'cascade' }),
});

export const rollupSegmentAnswers = pgTable(
  'rollup_segment_answers',
  {
    ...segmentKeyColumns(),
    ...answerMeasures(),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.day, t.engine] })],
);

export const rollupSegmentBrands = pgTable(
  'rollup_segment_brands',
  {
    ...segmentKeyColumns(),
    brandKey: text('brand_key').notNull(),
    ...brandMeasures(doublePrecision('sentiment_sum').notNull()),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.day, t.engine, t.brandKey] })],
);

/**
 * Per cited domain of a segment: its prompts' domain rows summed per day × engine, so the source screens under a tag,
 * intent or branded filter read days × engines × domains rows instead of those × prompts. Kept by difference like
 * the other segment rows; built with the segment.
 */
export const rollupSegmentDomains = pgTable(
  'rollup_segment_domains',
  {
    ...segmentKeyColumns(),
    ...domainMeasures(),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.day, t.engine, t.domain] })],
);

/** Per cited page of a segment: its prompts' page rows summed per day × engine (see `rollupSegmentDomains`). */
export const rollupSegmentUrls = pgTable(
  'rollup_segment_urls',
  {
    ...segmentKeyColumns(),
    ...urlMeasures(),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.day, t.engine, t.normalizedUrl] })],
);
