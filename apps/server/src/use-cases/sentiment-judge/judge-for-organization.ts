import { defaultJudgeModel, defaultJudgePricing, type JudgeEngineId } from '@sightline/contracts';
import { createSentimentJudge, type SentimentJudge } from '@sightline/engines';
import { engineFetch } from '../../engines/engine-fetch.ts';
import { type ResolvedEngineConfig, resolveEngineConfig } from '../../engines/resolve-engine-config.ts';
import type { Services } from '../../services.ts';

const openaiBaseURL = 'https://api.openai.com/v1';

/** The model a setting asks: its own, else the connection's (an OpenAI-compatible server's), else the default. */
export function effectiveJudgeModel(
  engine: JudgeEngineId,
  settingModel: string | null,
  connectionModel: string | undefined,
): string | null {
  if (settingModel) return settingModel;
  if (engine === 'openai-compatible') return connectionModel ?? null;
  return defaultJudgeModel;
}

/**
 * The sentiment judge an organization's setting asks for, calling through the outbound guard like every engine
 * call; null when the setting is off or the engine has no usable connection (nor an environment key).
 */
export async function judgeForOrganization(
  services: Services,
  organizationId: number,
  setting: {
    enabled: boolean;
    engine: JudgeEngineId;
    model: string | null;
    connection?: ResolvedEngineConfig | undefined;
  },
): Promise<{ judge: SentimentJudge; model: string } | null> {
  if (!setting.enabled) return null;
  const resolved: ResolvedEngineConfig | null =
    setting.connection ?? (await resolveEngineConfig(services, organizationId, setting.engine));
  if (!resolved) return null;
  const model = effectiveJudgeModel(setting.engine, setting.model, resolved.model);
  if (!model) return null;
  const judge = createSentimentJudge({
    apiKey: resolved.apiKey || 'no-key',
    baseURL: resolved.baseURL ?? openaiBaseURL,
    model,
    fetch: engineFetch(services.config.engines.allowedHosts, resolved),
    ...(model === defaultJudgeModel ? { pricing: defaultJudgePricing } : {}),
  });
  return { judge, model };
}
