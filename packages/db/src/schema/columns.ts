import { bigint, bigserial, text, timestamp } from 'drizzle-orm/pg-core';
import { createDocumentId } from '../document-id.ts';

/**
 * Columns every document table starts with: numeric id, public document id and timestamps.
 * A function, because drizzle column builders must not be shared between tables.
 */
export const documentColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  documentId: text('document_id').notNull().unique().$defaultFn(createDocumentId),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date()),
});

/** A bigint foreign key column, numbers in JavaScript. */
export const idRef = (name: string) => bigint(name, { mode: 'number' });

export const textArray = (name: string) => text(name).array().notNull().default([]);
