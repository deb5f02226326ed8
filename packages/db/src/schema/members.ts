import { index, pgTable, unique } from 'drizzle-orm/pg-core';
import { documentColumns, idRef } from './columns.ts';
import { memberRole } from './enums.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** API collection `sightline-members`: a user's membership of an organization, with a role. */
export const members = pgTable(
  'members',
  {
    ...documentColumns(),
    organizationId: idRef('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull().default('viewer'),
  },
  (t) => [
    unique('members_organization_user_unique').on(t.organizationId, t.userId),
    index('members_user_id_idx').on(t.userId),
  ],
);
