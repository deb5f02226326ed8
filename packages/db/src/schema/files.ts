import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { documentColumns, idRef } from './columns.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** Uploaded files (avatars, feature images), stored under a random name. Avatars have no organization. */
export const files = pgTable(
  'files',
  {
    ...documentColumns(),
    organizationId: idRef('organization_id').references((): AnyPgColumn => organizations.id, {
      onDelete: 'cascade',
    }),
    uploadedById: idRef('uploaded_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [index('files_organization_id_idx').on(t.organizationId)],
);
