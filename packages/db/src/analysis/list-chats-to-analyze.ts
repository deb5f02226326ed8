import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

export interface ChatToAnalyze {
  id: number;
  organizationId: number;
  projectId: number;
  promptId: number;
  engine: string;
  day: string;
  answer: string;
  sourceCitations: unknown;
  language: string;
  /** Whether it was analysed before (then it has facts to replace). */
  analysed: boolean;
  /** The fingerprint of its facts as stored (facts-hash.ts); null when never analysed or analysed before hashes. */
  factsHash: string | null;
  /** Its provider response when it was read with an older parser than the listing's (to read again); else absent. */
  raw?: unknown;
  /** Whether it was read with an older parser than the listing's. */
  staleParse?: boolean;
}

/** Where a listing stopped: the day and id of the last chat listed. */
export interface ChatCursor {
  day: string;
  id: number;
}

/** A scanned stretch of a project's chats: those of it to analyse, and where the next stretch starts. */
export interface ChatsToAnalyzePage {
  chats: ChatToAnalyze[];
  /** The last chat scanned (analysed already or not); null when the scan reached the project's last chat. */
  next: ChatCursor | null;
}

/**
 * The next `limit` chats of the project after `after` (from the start when null), oldest day first, then by id, and
 * of them those whose facts were not computed with `analysisKey` (a chat collected meanwhile, or done by an
 * interrupted run, already has it), with the provider response of those read by a parser older than
 * `parserVersion`, each with the fingerprint of its stored facts (a re-analysis writes only those that change,
 * without reading them back). Oldest first, so that while a re-analysis runs every day before the one it has reached
 * is done.
 *
 * The stretch is chosen by the chats' project × day index alone, then joined with the analyses: filtering by key
 * before the limit let the planner guess that almost no chat lacks the key once most have it (its statistics see
 * only the analysed rows), and it then sorted the whole remaining history for every page (21 s a page at 1.1 M
 * chats).
 */
export async function listChatsToAnalyze(
  db: Database,
  projectId: number,
  analysisKey: string,
  after: ChatCursor | null,
  limit: number,
  parserVersion = 0,
): Promise<ChatsToAnalyzePage> {
  const start = after ?? { day: '0001-01-01', id: 0 };
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  const found = rawRows<{
    id: number | string;
    organization_id: number | string;
    prompt_id: number | string;
    engine: string;
    day: string;
    pending: boolean;
    answer: string | null;
    source_citations: unknown;
    language: string;
    analysed: boolean;
    facts_hash: string | null;
    stale_parse: boolean;
    raw: unknown;
  }>(
    await db.execute(sql`
      with stretch as materialized (
        select c.id, c.day from chats c
        where c.project_id = ${projectId} and c.day >= ${start.day}::date
          and (c.day, c.id) > (${start.day}::date, ${start.id}::bigint)
        order by c.day, c.id
        limit ${limit}
      ),
      marked as (
        select s.id, a.chat_id is not null as analysed, a.facts_hash,
          a.analysis_key is distinct from ${analysisKey} as pending
        from stretch s left join chat_analyses a on a.chat_id = s.id
      )
      select c.id, c.organization_id, c.prompt_id, c.engine, c.day::text as day, m.pending,
        case when m.pending then c.answer end as answer,
        case when m.pending then c.source_citations end as source_citations,
        p.language, m.analysed, m.facts_hash,
        c.parser_version < ${parserVersion} as stale_parse,
        case when m.pending and c.parser_version < ${parserVersion} then c.raw end as raw
      from marked m join chats c on c.id = m.id join prompts p on p.id = c.prompt_id
      order by c.day, c.id`),
  );
  const last = found.at(-1);
  return {
    chats: found
      .filter((r) => r.pending)
      .map((r) => ({
        id: Number(r.id),
        organizationId: Number(r.organization_id),
        projectId,
        promptId: Number(r.prompt_id),
        engine: r.engine,
        day: r.day,
        answer: r.answer ?? '',
        sourceCitations: json(r.source_citations),
        language: r.language,
        analysed: r.analysed,
        factsHash: r.analysed ? r.facts_hash : null,
        ...(r.stale_parse ? { staleParse: true, raw: json(r.raw) } : {}),
      })),
    next: last && found.length === limit ? { day: last.day, id: Number(last.id) } : null,
  };
}
