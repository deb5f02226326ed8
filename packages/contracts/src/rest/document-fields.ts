import { z } from 'zod';

/** A timestamp as JSON carries it: ISO 8601 with its offset. */
export const Timestamp = z.iso.datetime({ offset: true });
/** A database id. */
export const Id = z.number().int().positive();

/** The four fields every document has. */
export const documentFields = {
  id: Id,
  documentId: z.string().min(1),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};
