import type { JudgeEngineId } from '@sightline/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { sentimentJudgeSettings } from '../schema/index.ts';

export interface SentimentJudgeSetting {
  enabled: boolean;
  engine: JudgeEngineId;
  model: string | null;
  updatedAt: Date;
}

/** The organization's judged-sentiment choice, or undefined when it never made one (off). */
export async function findSentimentJudgeSetting(
  db: Database,
  organizationId: number,
): Promise<SentimentJudgeSetting | undefined> {
  const [row] = await db
    .select({
      enabled: sentimentJudgeSettings.enabled,
      engine: sentimentJudgeSettings.engine,
      model: sentimentJudgeSettings.model,
      updatedAt: sentimentJudgeSettings.updatedAt,
    })
    .from(sentimentJudgeSettings)
    .where(eq(sentimentJudgeSettings.organizationId, organizationId))
    .limit(1);
  return row ? { ...row, engine: row.engine as SentimentJudgeSetting['engine'] } : undefined;
}
