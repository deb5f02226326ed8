import { judgeEngineIds } from '@sightline/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { chats } from './collection.ts';
import { idRef } from './columns.ts';
import { organizations } from './organizations.ts';
import { projects } from './projects.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const judgeEngineList = sql.raw(judgeEngineIds.map((e) => `'${e}'`).join(', '));

/**
 * An organization's choice of judged sentiment (off unless a row says `enabled`): which of its engine connections
 * (key, base URL) scores the sentiment of each new answer's brands and aspects, and with which model.
 */
export const sentimentJudgeSettings = pgTable(
  'sentiment_judge_settings',
  {
    organizationId: idRef('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    engine: text('engine').notNull(),
    /** The model to ask; null = the connection's model, or the engine's default judge model. */
    model: text('model'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('sentiment_judge_settings_engine_known', sql`${t.engine} in (${judgeEngineList})`)],
);

/**
 * The judge's verdict on one chat, cached: brand key → { sentiment, aspects: item key → score }, recorded with the
 * model and prompt version that gave it, and what it cost. Analysis reads it before the lexicon (a brand the
 * verdict leaves out keeps the lexicon's score), so re-analysis never asks again.
 */
export const sentimentJudgements = pgTable(
  'sentiment_judgements',
  {
    chatId: idRef('chat_id')
      .primaryKey()
      .references(() => chats.id, { onDelete: 'cascade' }),
    organizationId: idRef('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    projectId: idRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    promptVersion: text('prompt_version').notNull(),
    verdict: jsonb('verdict').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    cost: doublePrecision('cost'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sentiment_judgements_project_idx').on(t.projectId)],
);
