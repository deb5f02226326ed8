import { sql } from 'drizzle-orm';
import type { ChatToAnalyze } from '../analysis/list-chats-to-analyze.ts';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

/**
 * A stored answer to judge (status ok) with what its analysis needs, and whether a verdict is cached for it already;
 * undefined when the chat is gone or has no answer.
 */
export async function findChatToJudge(
  db: Database,
  chatId: number,
): Promise<(Omit<ChatToAnalyze, 'analysed' | 'factsHash'> & { judged: boolean }) | undefined> {
  const [row] = rawRows<{
    id: number | string;
    organization_id: number | string;
    project_id: number | string;
    prompt_id: number | string;
    engine: string;
    day: string;
    answer: string;
    source_citations: unknown;
    language: string;
    judged: boolean;
  }>(
    await db.execute(sql`
      select c.id, c.organization_id, c.project_id, c.prompt_id, c.engine, c.day::text as day, c.answer,
        c.source_citations, p.language,
        exists (select 1 from sentiment_judgements j where j.chat_id = c.id) as judged
      from chats c join prompts p on p.id = c.prompt_id
      where c.id = ${chatId} and c.status = 'ok'`),
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    organizationId: Number(row.organization_id),
    projectId: Number(row.project_id),
    promptId: Number(row.prompt_id),
    engine: row.engine,
    day: row.day,
    answer: row.answer,
    sourceCitations:
      typeof row.source_citations === 'string' ? JSON.parse(row.source_citations) : row.source_citations,
    language: row.language,
    judged: Boolean(row.judged),
  };
}
