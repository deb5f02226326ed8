import { pgTable, text } from 'drizzle-orm/pg-core';
import { chats } from './collection.ts';
import { idRef } from './columns.ts';
import { organizations } from './organizations.ts';
import { projects } from './projects.ts';

/**
 * Which analysis a chat's facts were computed with — one narrow row per analysed chat (none until analysed). Kept
 * apart from `chats` so that a re-analysis marking thousands of chats done rewrites small rows (kept with room in
 * their pages, fillfactor 50 in migration 0022, so the update is heap-only) instead of whole answers' rows and every
 * index of `chats`.
 */
export const chatAnalyses = pgTable('chat_analyses', {
  chatId: idRef('chat_id')
    .primaryKey()
    .references(() => chats.id, { onDelete: 'cascade' }),
  organizationId: idRef('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  projectId: idRef('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** Fingerprint of the analysis profile the facts were computed with. */
  analysisKey: text('analysis_key').notNull(),
  /**
   * Fingerprint of the facts as written (facts-hash.ts): a re-analysis compares the new facts' fingerprint with it
   * instead of reading the old facts back. Null for chats analysed before it existed.
   */
  factsHash: text('facts_hash'),
});
