import type { SentimentJudge } from '@sightline/contracts';
import { findSentimentJudgeSetting, summarizeSentimentJudgements } from '@sightline/db';
import { resolveEngineConfig } from '../../engines/resolve-engine-config.ts';
import type { Services } from '../../services.ts';
import { effectiveJudgeModel } from './judge-for-organization.ts';

/** The organization's judged-sentiment setting as the API shows it (off, with chatgpt, when never set). */
export async function sentimentJudgeView(
  services: Services,
  organizationId: number,
): Promise<SentimentJudge> {
  const setting = await findSentimentJudgeSetting(services.db, organizationId);
  const engine = setting?.engine ?? 'chatgpt';
  const model = setting?.model ?? null;
  // A key that no longer decrypts counts as not connected here (saving or judging reports it).
  const resolved = await resolveEngineConfig(services, organizationId, engine).catch(() => null);
  const summary = await summarizeSentimentJudgements(services.db, organizationId);
  return {
    enabled: setting?.enabled ?? false,
    engine,
    model,
    effectiveModel: effectiveJudgeModel(engine, model, resolved?.model),
    connected: resolved !== null,
    judgedChats: summary.judgedChats,
    cost: summary.cost,
    updatedAt: setting ? setting.updatedAt.toISOString() : null,
  };
}
