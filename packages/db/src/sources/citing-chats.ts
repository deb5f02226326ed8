import { and, eq, sql } from 'drizzle-orm';
import { promptFilterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { chats, citations } from '../schema/index.ts';
import type { PromptFilter } from '../source-rows/domain-rows.ts';

/** A domain, or one page of it (its domain lets the project × domain index narrow the read). */
export type CitedSource = { domain: string } | { domain: string; normalizedUrl: string };

/**
 * The analyzed successful chats of a filter that cite the source, one row per chat with its prompt and its
 * citations of the source (subquery `alias`): the answers the source rollups count as citing it.
 */
export function citingChats(db: Database, filter: PromptFilter, cited: CitedSource, alias: string) {
  const ci = citations;
  return db
    .select({
      chatId: ci.chatId,
      promptId: sql<number>`max(${ci.promptId})`.as('prompt_id'),
      citations: sql<number>`count(*)`.mapWith(Number).as('citations'),
    })
    .from(ci)
    .innerJoin(
      chats,
      // A chat with citation rows is analysed (its facts and analysis are written together).
      and(eq(chats.id, ci.chatId), eq(chats.status, 'ok')),
    )
    .where(
      and(
        promptFilterCondition(ci, filter),
        eq(ci.domain, cited.domain),
        'normalizedUrl' in cited ? eq(ci.normalizedUrl, cited.normalizedUrl) : undefined,
      ),
    )
    .groupBy(ci.chatId)
    .as(alias);
}
