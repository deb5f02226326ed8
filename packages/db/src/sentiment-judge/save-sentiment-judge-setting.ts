import type { Database } from '../database.ts';
import { sentimentJudgeSettings } from '../schema/index.ts';
import type { SentimentJudgeSetting } from './find-sentiment-judge-setting.ts';

/** Creates or replaces the organization's judged-sentiment choice. */
export async function saveSentimentJudgeSetting(
  db: Database,
  organizationId: number,
  setting: Pick<SentimentJudgeSetting, 'enabled' | 'engine' | 'model'>,
): Promise<SentimentJudgeSetting> {
  const values = { ...setting, updatedAt: new Date() };
  const [row] = await db
    .insert(sentimentJudgeSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: sentimentJudgeSettings.organizationId, set: values })
    .returning();
  return { ...row!, engine: row!.engine as SentimentJudgeSetting['engine'] };
}
