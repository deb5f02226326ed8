import { inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { sentimentJudgements } from '../schema/index.ts';

/** The cached verdicts of those of `chatIds` that were judged: chat id → verdict (as stored). */
export async function loadSentimentVerdicts(
  db: Database,
  chatIds: readonly number[],
): Promise<Map<number, unknown>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .select({ chatId: sentimentJudgements.chatId, verdict: sentimentJudgements.verdict })
    .from(sentimentJudgements)
    .where(inArray(sentimentJudgements.chatId, [...chatIds]));
  return new Map(rows.map((row) => [row.chatId, row.verdict]));
}
