import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { documentColumns, idRef } from './columns.ts';
import { memberRole } from './enums.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** An invitation to join an organization, sent by e-mail as a link carrying a one-time token. */
export const invitations = pgTable(
  'invitations',
  {
    ...documentColumns(),
    organizationId: idRef('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: memberRole('role').notNull(),
    /** SHA-256 of the token in the invitation link. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: idRef('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedById: idRef('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('invitations_organization_id_idx').on(t.organizationId)],
);
