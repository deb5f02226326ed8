import { type AnyPgColumn, pgTable, text } from 'drizzle-orm/pg-core';
import { documentColumns, idRef } from './columns.ts';
import { users } from './users.ts';

/** API collection `sightline-organizations`. The organization is the tenant: every tenant table points to it. */
export const organizations = pgTable('organizations', {
  ...documentColumns(),
  name: text('name').notNull(),
  ownerUserId: idRef('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
});
