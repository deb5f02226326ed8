import { and, asc, desc, eq, gte, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
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
  /** Only chats with a citation of this domain, or of this normalized URL, or the hits of this watch. */
  scope?: { domain: string } | { normalizedUrl: string } | { watchId: number } | undefined;
  /** Only chats citing this registrable domain too (the list's own filter, beside a source screen's `scope`). */
  citesDomain?: string | undefined;
  status?: 'ok' | 'no_answer' | undefined;
  simulated?: boolean | undefined;
  /** Only chats whose answer contains this text, case-insensitively. */
  search?: string | undefined;
  /** `newest` first (the default) or `oldest`. */
  order?: 'newest' | 'oldest' | undefined;
  /** Whether to read the start of each answer (`answerStart`, for excerpts); the export does not. Default true. */
  excerpts?: boolean | undefined;
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
  inputTokens: number;
  outputTokens: number;
  cost: number | null;
}

/** Characters of the answer read for an excerpt: room for the markdown an excerpt of 240 characters loses. */
const answerStartLength = 2000;

function brandCondition(brand: ChatPageFilter['brand']): SQL | undefined {
  if (!brand) return undefined;
  const mentioning = sql`exists (select 1 from ${mentions} where ${mentions.chatId} = ${chats.id} and ${mentions.brandKey} = ${brand.key})`;
  // Visibility's n is successful answers: "not mentioning" lists those, not the engine's failures.
  return and(eq(chats.status, 'ok'), brand.mentioned ? mentioning : not(mentioning));
}

function scopeCondition(scope: ChatPageFilter['scope']): SQL | undefined {
  if (!scope) return undefined;
  if ('watchId' in scope) {
    return sql`exists (select 1 from watch_hits h where h.watch_id = ${scope.watchId} and h.chat_id = ${chats.id})`;
  }
  return citedCondition(scope);
}

function citedCondition(cited: { domain: string } | { normalizedUrl: string }): SQL {
  const match =
    'domain' in cited ? eq(citations.domain, cited.domain) : eq(citations.normalizedUrl, cited.normalizedUrl);
  return sql`exists (select 1 from ${citations} where ${citations.chatId} = ${chats.id} and ${match})`;
}

/**
 * Rows after the cursor in the list's order (older when newest first, newer when oldest first); the bound on the day
 * alone lets the (project, day) index start there.
 */
function afterCondition(after: ChatPageCursor, order: 'newest' | 'oldest'): SQL | undefined {
  const keys = sql`(${chats.day}, ${chats.collectedAt}, ${chats.id})`;
  const at = sql`(${after.day}::date, ${after.collectedAt}::timestamptz, ${after.id})`;
  return order === 'newest'
    ? and(lte(chats.day, after.day), sql`${keys} < ${at}`)
    : and(gte(chats.day, after.day), sql`${keys} > ${at}`);
}

/** The answer contains the text, case-insensitively (no pattern characters: `strpos`, not `like`). */
const searchCondition = (search: string | undefined) =>
  search ? sql`strpos(lower(${chats.answer}), lower(${search})) > 0` : undefined;

/**
 * One page of a project's chats, newest (or oldest) first, ok and no-answer alike, within the filter;
 * keyset-paginated by `after`.
 * Newest is by local day, then collection time, then id: a backfill collects past days today, and its answers belong
 * with their day (the (project, day) index also serves this order). Reads `limit + 1` rows so the caller knows
 * whether another page follows.
 */
export async function listChatPage(db: Database, filter: ChatPageFilter): Promise<ChatPageRow[]> {
  const { after } = filter;
  const order = filter.order ?? 'newest';
  const by = order === 'newest' ? desc : asc;
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
      answerStart:
        filter.excerpts === false
          ? sql<string>`''`
          : sql<string>`substr(${chats.answer}, 1, ${answerStartLength})`,
      citations:
        sql<number>`(select count(*) from ${citations} where ${citations.chatId} = ${chats.id})`.mapWith(
          Number,
        ),
      inputTokens: chats.inputTokens,
      outputTokens: chats.outputTokens,
      cost: chats.cost,
    })
    .from(chats)
    .leftJoin(prompts, eq(prompts.id, chats.promptId))
    .where(
      and(
        eq(chats.organizationId, filter.organizationId),
        filterCondition(chats, filter),
        filter.promptIds ? inArray(chats.promptId, [...filter.promptIds]) : undefined,
        brandCondition(filter.brand),
        scopeCondition(filter.scope),
        filter.citesDomain === undefined ? undefined : citedCondition({ domain: filter.citesDomain }),
        filter.status ? eq(chats.status, filter.status) : undefined,
        filter.simulated === undefined ? undefined : eq(chats.simulated, filter.simulated),
        searchCondition(filter.search),
        after ? afterCondition(after, order) : undefined,
      ),
    )
    .orderBy(by(chats.day), by(chats.collectedAt), by(chats.id))
    .limit(filter.limit + 1);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
