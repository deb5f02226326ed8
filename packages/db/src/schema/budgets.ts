import { doublePrecision, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idRef } from './columns.ts';
import { organizations } from './organizations.ts';
import { projects } from './projects.ts';

/**
 * The mail that a project's monthly budget was reached and its collection paused: one row per project and local
 * month (`YYYY-MM`), claimed before the mail goes out, so owners and admins get it once per month however many
 * collects are refused.
 */
export const budgetNotices = pgTable(
  'budget_notices',
  {
    projectId: idRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    organizationId: idRef('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The budget and the month's cost (USD) when collection was paused. */
    budget: doublePrecision('budget').notNull(),
    monthCost: doublePrecision('month_cost').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.month] })],
);
