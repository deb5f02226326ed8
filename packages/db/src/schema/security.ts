import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Counters of the request limits (per account, per address, per organization), kept in the database so that every
 * API process shares them. A row is one key's current fixed window; an expired window is reset on the next hit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowEndsAt: at('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);

/** Session tokens revoked by sign-out before their expiry; a row can go once `expires_at` has passed. */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    /** The token's `jti`. */
    tokenId: text('token_id').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('revoked_sessions_expires_at_idx').on(t.expiresAt)],
);

/** Small facts about this installation that must survive restarts (e.g. how far first-start demo seeding got). */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
