import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { documentColumns, idRef } from './columns.ts';
import { project, tenant } from './rollups.ts';
import { users } from './users.ts';
import { watches } from './watches.ts';

/**
 * An alert rule of a project, on a watch (its hit rate) or on a tracked brand's visibility, over the last
 * `window_days` local days: `below`/`above` a threshold, a significant `change` against the window before (pooled
 * two-proportion test at 95 %), or the first hit (`appears`) or none any more (`disappears`) after the window before.
 * Checked after every finished collect; it fires at most once per local day (alert_events).
 */
export const alertRules = pgTable(
  'alert_rules',
  {
    ...documentColumns(),
    organizationId: tenant(),
    projectId: project(),
    name: text('name').notNull(),
    /** The watch it follows, or null for a brand's visibility (`brand_key`). */
    watchId: idRef('watch_id').references(() => watches.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key'),
    condition: text('condition').notNull(),
    /** For `below` and `above`: a fraction in [0, 1]. */
    threshold: real('threshold'),
    windowDays: integer('window_days').notNull().default(7),
    active: boolean('active').notNull().default(true),
    createdBy: idRef('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * What the rule's last check said (`AlertRuleCheck` of the contracts: fired, pending with how complete its
     * window was, or quiet), shown in the rules list; null until it is first checked.
     */
    lastCheck: jsonb('last_check'),
  },
  (t) => [
    index('alert_rules_project_id_idx').on(t.projectId),
    check(
      'alert_rules_condition',
      sql`${t.condition} in ('below', 'above', 'change', 'appears', 'disappears')`,
    ),
    check('alert_rules_subject', sql`(${t.watchId} is null) <> (${t.brandKey} is null)`),
    check('alert_rules_window', sql`${t.windowDays} between 1 and 90`),
  ],
);

/**
 * A rule that fired, once per local day: what it saw, kept as the alert's evidence, and who was mailed it. When data
 * that came later (late runs, a re-analysis) no longer makes the rule fire on the alert's own window, the alert is
 * withdrawn once: `withdrawn_at` and the new numbers (`withdrawn_facts`), see docs/features/watches-alerts.md.
 */
export const alertEvents = pgTable(
  'alert_events',
  {
    ruleId: idRef('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    organizationId: tenant(),
    projectId: project(),
    facts: jsonb('facts').notNull(),
    /** The users the alert was mailed to: exactly they are mailed its withdrawal. */
    mailedUserIds: bigint('mailed_user_ids', { mode: 'number' }).array().notNull().default([]),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    withdrawnFacts: jsonb('withdrawn_facts'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.day] }),
    index('alert_events_project_day_idx').on(t.projectId, t.day),
  ],
);

/** What the app tells one user (the header's notification centre); `payload` holds the texts' facts and a link. */
export const notifications = pgTable(
  'notifications',
  {
    ...documentColumns(),
    organizationId: tenant(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** The alert it tells of (rule and local day), so that its withdrawal reaches it. */
    alertRuleId: idRef('alert_rule_id'),
    alertDay: date('alert_day', { mode: 'string' }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_alert_idx').on(t.alertRuleId, t.alertDay),
    foreignKey({
      name: 'notifications_alert_fk',
      columns: [t.alertRuleId, t.alertDay],
      foreignColumns: [alertEvents.ruleId, alertEvents.day],
    }).onDelete('set null'),
  ],
);

/** How a member wants alerts: in the app, by e-mail (both by default, when the member has no row). */
export const alertSettings = pgTable(
  'alert_settings',
  {
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: tenant(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);
