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

/**
 * A page of the project's chats whose facts were not computed with `analysisKey`, oldest day first (then by id),
 * with the provider response of those read by a parser older than `parserVersion`,
 * after `after` (from the start when null), each with the fingerprint of its stored facts (a re-analysis writes only
 * those that change, without reading them back). Oldest first, so that while a re-analysis runs every day before the
 * one it has reached is done.
 */
export async function listChatsToAnalyze(
  db: Database,
  projectId: number,
  analysisKey: string,
  after: ChatCursor | null,
  limit: number,
  parserVersion = 0,
): Promise<ChatToAnalyze[]> {
  const start = after ?? { day: '0001-01-01', id: 0 };
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  const found = rawRows<{
    id: number | string;
    organization_id: number | string;
    prompt_id: number | string;
    engine: string;
    day: string;
    answer: string;
    source_citations: unknown;
    language: string;
    analysed: boolean;
    facts_hash: string | null;
    stale_parse: boolean;
    raw: unknown;
  }>(
    await db.execute(sql`
      select c.id, c.organization_id, c.prompt_id, c.engine, c.day::text as day, c.answer, c.source_citations,
        p.language, a.chat_id is not null as analysed, a.facts_hash,
        c.parser_version < ${parserVersion} as stale_parse,
        case when c.parser_version < ${parserVersion} then c.raw end as raw
      from chats c join prompts p on p.id = c.prompt_id left join chat_analyses a on a.chat_id = c.id
      where c.project_id = ${projectId} and (c.day, c.id) > (${start.day}::date, ${start.id}::bigint)
        and a.analysis_key is distinct from ${analysisKey}
      order by c.day, c.id
      limit ${limit}`),
  );
  return found.map((r) => ({
    id: Number(r.id),
    organizationId: Number(r.organization_id),
    projectId,
    promptId: Number(r.prompt_id),
    engine: r.engine,
    day: r.day,
    answer: r.answer,
    sourceCitations: json(r.source_citations),
    language: r.language,
    analysed: r.analysed,
    factsHash: r.analysed ? r.facts_hash : null,
    ...(r.stale_parse ? { staleParse: true, raw: json(r.raw) } : {}),
  }));
}
