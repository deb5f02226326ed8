import type { Database } from '../database.ts';
import { sentimentJudgements } from '../schema/index.ts';

export interface SentimentJudgementInput {
  chatId: number;
  organizationId: number;
  projectId: number;
  model: string;
  promptVersion: string;
  verdict: unknown;
  inputTokens: number;
  outputTokens: number;
  cost: number | null;
}

/** Caches the judge's verdict on a chat; a verdict already stored for it stays (the first answer paid is kept). */
export async function storeSentimentJudgement(
  db: Database,
  judgement: SentimentJudgementInput,
): Promise<boolean> {
  const rows = await db
    .insert(sentimentJudgements)
    .values(judgement)
    .onConflictDoNothing({ target: sentimentJudgements.chatId })
    .returning({ chatId: sentimentJudgements.chatId });
  return rows.length > 0;
}
