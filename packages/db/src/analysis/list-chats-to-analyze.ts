import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import type { FactRows } from './fact-rows.ts';

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
  /** Its facts as stored (listed for re-analysis); null when it was never analysed. */
  stored?: FactRows | null | undefined;
}

/** Where a listing stopped: the day and id of the last chat listed. */
export interface ChatCursor {
  day: string;
  id: number;
}

/**
 * A page of the project's chats whose facts were not computed with `analysisKey`, oldest day first (then by id),
 * after `after` (from the start when null), each with its stored facts (a re-analysis writes only those that change). Oldest first, so that while a re-analysis runs every day before the one
 * it has reached is done.
 */
export async function listChatsToAnalyze(
  db: Database,
  projectId: number,
  analysisKey: string,
  after: ChatCursor | null,
  limit: number,
): Promise<ChatToAnalyze[]> {
  const start = after ?? { day: '0001-01-01', id: 0 };
  // The chat's own columns, which every fact row copies.
  const omitted = sql`array['organization_id', 'project_id', 'chat_id', 'day', 'engine', 'prompt_id']`;
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
    mentions: unknown;
    citations: unknown;
    aspects: unknown;
  }>(
    await db.execute(sql`
      select c.id, c.organization_id, c.prompt_id, c.engine, c.day::text as day, c.answer, c.source_citations,
        p.language, c.analysis_key is not null as analysed,
        (select coalesce(jsonb_agg(to_jsonb(m) - ${omitted}), '[]') from mentions m where m.chat_id = c.id) as mentions,
        (select coalesce(jsonb_agg(to_jsonb(x) - ${omitted}), '[]') from citations x where x.chat_id = c.id)
          as citations,
        (select coalesce(jsonb_agg(to_jsonb(a) - ${omitted}), '[]') from aspect_mentions a where a.chat_id = c.id)
          as aspects
      from chats c join prompts p on p.id = c.prompt_id
      where c.project_id = ${projectId} and (c.day, c.id) > (${start.day}::date, ${start.id}::bigint)
        and (c.analysis_key is null or c.analysis_key <> ${analysisKey})
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
    stored: r.analysed
      ? { mentions: json(r.mentions), citations: json(r.citations), aspects: json(r.aspects) }
      : null,
  }));
}
