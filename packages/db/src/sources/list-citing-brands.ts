import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { mentions } from '../schema/index.ts';
import type { PromptFilter } from '../source-rows/domain-rows.ts';
import { type CitedSource, citingChats } from './citing-chats.ts';

/** How many of the answers citing a source name one brand. */
export interface CitingBrandCount {
  brandKey: string;
  answers: number;
}

/**
 * The brands named in the answers that cite a domain or page over a filter: per brand key, the citing answers that
 * mention it (most first). Read from the facts (citations joined to mentions), as the rollups keep only whether the
 * own brand or any competitor was named.
 */
export async function listCitingBrands(
  db: Database,
  filter: PromptFilter,
  cited: CitedSource,
): Promise<CitingBrandCount[]> {
  const c = citingChats(db, filter, cited, 'citing');
  return db
    .select({ brandKey: mentions.brandKey, answers: sql<number>`count(*)`.mapWith(Number) })
    .from(c)
    .innerJoin(mentions, eq(mentions.chatId, c.chatId))
    .groupBy(mentions.brandKey)
    .orderBy(sql`count(*) desc`, mentions.brandKey);
}
