import { and, desc, eq, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import { type AnalyticsFilter, filterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { chats, citations, mentions, prompts } from '../schema/index.ts';

/** Where a page starts: just after (older than) the row with these keys. */
export interface ChatPageCursor {
  day: string;
  /** `collected_at` in UTC with microseconds, as `cursorAt` of a row. */
  collectedAt: string;
  id: number;
}

export interface ChatPageFilter extends AnalyticsFilter {
  organizationId: number;
  /** Only chats answering these prompts (a prompt-level filter); every prompt when absent. */
  promptIds?: readonly number[] | undefined;
  /** Only successful answers mentioning (or not mentioning) this brand key. */
  brand?: { key: string; mentioned: boolean } | undefined;
  /** Only chats with a citation of this registrable domain, or of this normalized URL. */
  cited?: { domain: string } | { normalizedUrl: string } | undefined;
  after?: ChatPageCursor | undefined;
  limit: number;
}

export interface ChatPageRow {
  id: number;
  documentId: string;
  day: string;
  collectedAt: Date;
  /** The row's keyset position (see ChatPageCursor). */
  cursorAt: string;
  engine: string;
  model: string;
  simulated: boolean;
  status: 'ok' | 'no_answer';
  promptDocumentId: string | null;
  promptText: string;
  /** The start of the answer (enough for an excerpt). */
  answerStart: string;
  citations: number;
}

/** Characters of the answer read for an excerpt: room for the markdown an excerpt of 240 characters loses. */
const answerStartLength = 2000;

function brandCondition(brand: ChatPageFilter['brand']): SQL | undefined {
  if (!brand) return undefined;
  const mentioning = sql`exists (select 1 from ${mentions} where ${mentions.chatId} = ${chats.id} and ${mentions.brandKey} = ${brand.key})`;
  // Visibility's n is successful answers: "not mentioning" lists those, not the engine's failures.
  return and(eq(chats.status, 'ok'), brand.mentioned ? mentioning : not(mentioning));
}

function citedCondition(cited: ChatPageFilter['cited']): SQL | undefined {
  if (!cited) return undefined;
  const match =
    'domain' in cited ? eq(citations.domain, cited.domain) : eq(citations.normalizedUrl, cited.normalizedUrl);
  return sql`exists (select 1 from ${citations} where ${citations.chatId} = ${chats.id} and ${match})`;
}

/** Rows older than the cursor; the bound on the day alone lets the (project, day) index start there. */
function afterCondition(after: ChatPageCursor): SQL | undefined {
  return and(
    lte(chats.day, after.day),
    sql`(${chats.day}, ${chats.collectedAt}, ${chats.id})
      < (${after.day}::date, ${after.collectedAt}::timestamptz, ${after.id})`,
  );
}

/**
 * One page of a project's chats, newest first, ok and no-answer alike, within the filter; keyset-paginated by `after`.
 * Newest is by local day, then collection time, then id: a backfill collects past days today, and its answers belong
 * with their day (the (project, day) index also serves this order). Reads `limit + 1` rows so the caller knows
 * whether another page follows.
 */
export async function listChatPage(db: Database, filter: ChatPageFilter): Promise<ChatPageRow[]> {
  const { after } = filter;
  const rows = await db
    .select({
      id: chats.id,
      documentId: chats.documentId,
      day: chats.day,
      collectedAt: chats.collectedAt,
      cursorAt: sql<string>`to_char(${chats.collectedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      engine: chats.engine,
      model: chats.model,
      simulated: chats.simulated,
      status: chats.status,
      promptDocumentId: prompts.documentId,
      promptText: chats.promptText,
      answerStart: sql<string>`substr(${chats.answer}, 1, ${answerStartLength})`,
      citations:
        sql<number>`(select count(*) from ${citations} where ${citations.chatId} = ${chats.id})`.mapWith(
          Number,
        ),
    })
    .from(chats)
    .leftJoin(prompts, eq(prompts.id, chats.promptId))
    .where(
      and(
        eq(chats.organizationId, filter.organizationId),
        filterCondition(chats, filter),
        filter.promptIds ? inArray(chats.promptId, [...filter.promptIds]) : undefined,
        brandCondition(filter.brand),
        citedCondition(filter.cited),
        after ? afterCondition(after) : undefined,
      ),
    )
    .orderBy(desc(chats.day), desc(chats.collectedAt), desc(chats.id))
    .limit(filter.limit + 1);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
