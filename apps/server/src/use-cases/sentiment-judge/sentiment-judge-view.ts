import type { SentimentJudge } from '@sightline/contracts';
import { summarizeSentimentJudgements } from '@sightline/db';
import { resolveEngineConfig } from '../../engines/resolve-engine-config.ts';
import type { Services } from '../../services.ts';
import { effectiveJudgeSetting } from './effective-judge-setting.ts';
import { effectiveJudgeModel } from './judge-for-organization.ts';

/** The organization's judged-sentiment setting in force, as the API shows it (effective-judge-setting.ts). */
export async function sentimentJudgeView(
  services: Services,
  organizationId: number,
): Promise<SentimentJudge> {
  const setting = await effectiveJudgeSetting(services, organizationId);
  const { engine, model } = setting;
  // A key that no longer decrypts counts as not connected here (saving or judging reports it).
  const resolved =
    setting.connection ?? (await resolveEngineConfig(services, organizationId, engine).catch(() => null));
  const summary = await summarizeSentimentJudgements(services.db, organizationId);
  return {
    enabled: setting.enabled,
    engine,
    model,
    effectiveModel: effectiveJudgeModel(engine, model, resolved?.model),
    connected: resolved !== null,
    judgedChats: summary.judgedChats,
    cost: summary.cost,
    updatedAt: setting.updatedAt ? setting.updatedAt.toISOString() : null,
  };
}
