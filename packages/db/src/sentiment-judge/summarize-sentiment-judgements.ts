import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { sentimentJudgements } from '../schema/index.ts';

/** How many of the organization's chats were judged, and what the verdicts cost (null when none had a price). */
export async function summarizeSentimentJudgements(
  db: Database,
  organizationId: number,
): Promise<{ judgedChats: number; cost: number | null }> {
  const [row] = await db
    .select({
      judgedChats: sql<number>`count(*)::int`,
      cost: sql<number | null>`sum(${sentimentJudgements.cost})::float8`,
    })
    .from(sentimentJudgements)
    .where(eq(sentimentJudgements.organizationId, organizationId));
  return { judgedChats: Number(row?.judgedChats ?? 0), cost: row?.cost == null ? null : Number(row.cost) };
}
