import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

export interface ChatPlace {
  id: number;
  projectId: number;
  promptId: number;
  engine: string;
  collectedAt: Date;
  sampleIndex: number;
}

type Row = { document_id: string };

/**
 * The answers just before and after a chat among the project's answers to the same prompt by the same engine,
 * ordered by collected time, then sample, then id; null at either end.
 */
export async function findChatNeighbours(
  db: Database,
  chat: ChatPlace,
): Promise<{ previous: string | null; next: string | null }> {
  const same = sql`c.project_id = ${chat.projectId} and c.prompt_id = ${chat.promptId} and c.engine = ${chat.engine}`;
  const here = sql`(${chat.collectedAt.toISOString()}::timestamptz, ${chat.sampleIndex}::int, ${chat.id}::bigint)`;
  const place = sql`(c.collected_at, r.sample_index, c.id)`;
  const neighbour = (before: boolean) =>
    db.execute(sql`select c.document_id from chats c join runs r on r.id = c.run_id
      where ${same} and ${place} ${before ? sql`<` : sql`>`} ${here}
      order by c.collected_at ${before ? sql`desc` : sql`asc`}, r.sample_index ${before ? sql`desc` : sql`asc`},
        c.id ${before ? sql`desc` : sql`asc`}
      limit 1`);
  const [previous, next] = await Promise.all([neighbour(true), neighbour(false)]);
  return {
    previous: rawRows<Row>(previous)[0]?.document_id ?? null,
    next: rawRows<Row>(next)[0]?.document_id ?? null,
  };
}
