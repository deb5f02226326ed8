import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idRef } from './columns.ts';
import { organizations } from './organizations.ts';
import { projects } from './projects.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A project's latest re-analysis of its stored answers (one row per project, kept after it ends): asked for when the
 * analysis profile changed, started by the `analysis-project` job with the chats to do counted, advanced by each
 * batch, finished when none is left. Chats are re-analysed oldest day first, so every chat of a day before `lastDay`
 * is done while it runs.
 */
export const reanalysisProgress = pgTable('reanalysis_progress', {
  projectId: idRef('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  organizationId: idRef('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** The analysis key the chats are being brought to; null while only asked for. */
  analysisKey: text('analysis_key'),
  /** Chats to re-analyse in this run (those done before an interruption included) and chats done. */
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  /** The day of the last chat re-analysed (null before the first batch). */
  lastDay: date('last_day', { mode: 'string' }),
  requestedAt: at('requested_at').notNull().defaultNow(),
  startedAt: at('started_at'),
  finishedAt: at('finished_at'),
});
