import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { chats } from './collection.ts';
import { documentColumns, idRef } from './columns.ts';
import { project, tenant } from './rollups.ts';
import { users } from './users.ts';

/**
 * A watch follows one thing across a project's answers: a domain or a page being cited, a keyword appearing, or a
 * tracked brand being named, on every engine or on some. `target` is stored matchable: a lower-case host (its
 * subdomains match too), a normalized URL, the keyword as typed, or a brand key (`brand` or a competitor's document
 * id). Its hits are kept in `watch_hits`; `match_version` rises with every edit of what it matches, and
 * `counted_version` reaches it when the history has been matched again (the backfill job).
 */
export const watches = pgTable(
  'watches',
  {
    ...documentColumns(),
    organizationId: tenant(),
    projectId: project(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    /** Engines the watch looks at; empty: every engine. */
    engines: text('engines').array().notNull().default([]),
    matchVersion: integer('match_version').notNull().default(1),
    countedVersion: integer('counted_version').notNull().default(0),
    createdBy: idRef('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('watches_project_id_idx').on(t.projectId),
    check('watches_kind', sql`${t.kind} in ('domain', 'url', 'keyword', 'brand')`),
    check('watches_target_not_blank', sql`length(btrim(${t.target})) > 0`),
  ],
);

/** One answer a watch matched (successful answers only), with the answer's day and engine for its series. */
export const watchHits = pgTable(
  'watch_hits',
  {
    watchId: idRef('watch_id')
      .notNull()
      .references(() => watches.id, { onDelete: 'cascade' }),
    chatId: idRef('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    organizationId: tenant(),
    projectId: project(),
    day: date('day', { mode: 'string' }).notNull(),
    engine: text('engine').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.watchId, t.chatId] }),
    index('watch_hits_watch_day_idx').on(t.watchId, t.day),
    index('watch_hits_chat_id_idx').on(t.chatId),
  ],
);
