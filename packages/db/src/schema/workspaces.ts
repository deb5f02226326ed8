import { type AnyPgColumn, index, pgTable, text } from 'drizzle-orm/pg-core';
import { documentColumns, idRef } from './columns.ts';
import { members } from './members.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export const workspaces = pgTable(
  'workspaces',
  {
    ...documentColumns(),
    organizationId: idRef('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ownerUserId: idRef('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ownerMemberId: idRef('owner_member_id').references((): AnyPgColumn => members.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('workspaces_organization_id_idx').on(t.organizationId)],
);
