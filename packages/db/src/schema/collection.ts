import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { documentColumns, idRef } from './columns.ts';
import { chatStatus, collectStatus, collectTrigger, runStatus } from './enums.ts';
import { organizations } from './organizations.ts';
import { prompts } from './project-children.ts';
import { projects } from './projects.ts';

const tenant = () =>
  idRef('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const project = () =>
  idRef('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One collection of a project for one local day. `key` makes planning idempotent: the daily schedule uses
 * `daily:<day>`, "run now" a fresh key per request.
 */
export const collects = pgTable(
  'collects',
  {
    ...documentColumns(),
    organizationId: tenant(),
    projectId: project(),
    /** Local date in the project's timezone. */
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    trigger: collectTrigger('trigger').notNull(),
    status: collectStatus('status').notNull().default('scheduled'),
    planned: integer('planned').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    cost: doublePrecision('cost').notNull().default(0),
    /** Why a collect ended without planning anything (e.g. the organization's daily run quota was used up). */
    error: text('error'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    unique('collects_project_key_unique').on(t.projectId, t.key),
    index('collects_project_day_idx').on(t.projectId, t.day),
    // The organization's runs of the last 24 hours (the collection quota).
    index('collects_organization_created_idx').on(t.organizationId, t.createdAt),
  ],
);

/** One question to one engine within a collect. The unique key means a retry or a crash never duplicates a run. */
export const runs = pgTable(
  'runs',
  {
    id: idRef('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: tenant(),
    projectId: project(),
    collectId: idRef('collect_id')
      .notNull()
      .references(() => collects.id, { onDelete: 'cascade' }),
    promptId: idRef('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    engine: text('engine').notNull(),
    sampleIndex: integer('sample_index').notNull(),
    status: runStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Times an attempt was claimed while an earlier one was still marked running: the earlier process died with the
     * question in flight, so the engine may have been asked (and paid) twice.
     */
    interrupted: integer('interrupted').notNull().default(0),
    errorKind: text('error_kind'),
    error: text('error'),
    cost: doublePrecision('cost').notNull().default(0),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    unique('runs_collect_prompt_engine_sample_unique').on(t.collectId, t.promptId, t.engine, t.sampleIndex),
    index('runs_collect_status_idx').on(t.collectId, t.status),
    // A prompt's latest runs and this month's (the prompts screen).
    index('runs_prompt_finished_idx').on(t.promptId, t.finishedAt),
  ],
);

/** An engine's answer to one run, as stored; facts are derived from it and can always be rebuilt. */
export const chats = pgTable(
  'chats',
  {
    ...documentColumns(),
    organizationId: tenant(),
    projectId: project(),
    runId: idRef('run_id')
      .notNull()
      .unique()
      .references(() => runs.id, { onDelete: 'cascade' }),
    collectId: idRef('collect_id')
      .notNull()
      .references(() => collects.id, { onDelete: 'cascade' }),
    promptId: idRef('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    engine: text('engine').notNull(),
    model: text('model').notNull(),
    simulated: boolean('simulated').notNull().default(false),
    promptText: text('prompt_text').notNull(),
    answer: text('answer').notNull(),
    /** Citations as the engine reported them (url, title, offsets), the input of the analysis. */
    sourceCitations: jsonb('source_citations').notNull().default(sql`'[]'::jsonb`),
    /** The searches the engine ran before answering, in order (fan-out; empty when its response gives none). */
    searchQueries: jsonb('search_queries').notNull().default(sql`'[]'::jsonb`),
    /** The pages it read while answering, cited or not (`{ url, title? }`, in the order met). */
    retrieved: jsonb('retrieved').notNull().default(sql`'[]'::jsonb`),
    raw: jsonb('raw'),
    status: chatStatus('status').notNull(),
    latencyMs: integer('latency_ms').notNull().default(0),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    cost: doublePrecision('cost'),
    collectedAt: at('collected_at').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /**
     * The engines' parser version (`parserVersion`) its answer and citations were read from `raw` with: a re-analysis
     * reads an older one's `raw` again (where it can), so history gains what a corrected adapter reads.
     */
    parserVersion: integer('parser_version').notNull().default(0),
  },
  (t) => [
    index('chats_project_day_idx').on(t.projectId, t.day),
    // "Is any of this range simulated?" answers from this small index instead of scanning the range's chats.
    index('chats_project_day_simulated_idx').on(t.projectId, t.day).where(sql`${t.simulated}`),
  ],
);
