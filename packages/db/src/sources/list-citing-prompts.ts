import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { prompts } from '../schema/index.ts';
import type { PromptFilter } from '../source-rows/domain-rows.ts';
import { type CitedSource, citingChats } from './citing-chats.ts';

/** A prompt whose answers cite a source, with how often. */
export interface CitingPromptCount {
  documentId: string;
  text: string;
  intent: string | null;
  /** Its answers citing the source, and their citations of it. */
  answers: number;
  citations: number;
}

/**
 * The prompts whose answers cite a domain or page over a filter, most citing answers first (at most `limit`), read
 * from the facts.
 */
export async function listCitingPrompts(
  db: Database,
  filter: PromptFilter,
  cited: CitedSource,
  limit = 100,
): Promise<CitingPromptCount[]> {
  const c = citingChats(db, filter, cited, 'citing');
  return db
    .select({
      documentId: prompts.documentId,
      text: prompts.text,
      intent: prompts.intent,
      answers: sql<number>`count(*)`.mapWith(Number),
      citations: sql<number>`sum(${c.citations})`.mapWith(Number),
    })
    .from(c)
    .innerJoin(prompts, eq(prompts.id, c.promptId))
    .groupBy(prompts.id)
    .orderBy(sql`count(*) desc`, prompts.id)
    .limit(limit);
}
