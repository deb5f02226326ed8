import { type JudgeEngineId, judgeEngineIds } from '@sightline/contracts';
import { findSentimentJudgeSetting } from '@sightline/db';
import { type ResolvedEngineConfig, resolveEngineConfig } from '../../engines/resolve-engine-config.ts';
import type { Services } from '../../services.ts';
import { effectiveJudgeModel } from './judge-for-organization.ts';

export interface EffectiveJudgeSetting {
  enabled: boolean;
  engine: JudgeEngineId;
  model: string | null;
  /** When the organization saved its choice; null while the default holds. */
  updatedAt: Date | null;
  /** The engine's connection, when finding the default already resolved it (not asked for again). */
  connection?: ResolvedEngineConfig;
}

/**
 * The judged-sentiment setting in force for an organization: the one it saved, else judging is on by default where
 * it can be had (issue 40) — with the first judge-capable engine it has connected (ChatGPT, then an
 * OpenAI-compatible server with a model) — and off, with ChatGPT, when it has none. Turning it off is saved.
 */
export async function effectiveJudgeSetting(
  services: Services,
  organizationId: number,
): Promise<EffectiveJudgeSetting> {
  const saved = await findSentimentJudgeSetting(services.db, organizationId);
  if (saved) return saved;
  for (const engine of judgeEngineIds) {
    // A key that no longer decrypts counts as not connected here (saving or judging reports it).
    const resolved = await resolveEngineConfig(services, organizationId, engine).catch(() => null);
    if (resolved && effectiveJudgeModel(engine, null, resolved.model))
      return { enabled: true, engine, model: null, updatedAt: null, connection: resolved };
  }
  return { enabled: false, engine: 'chatgpt', model: null, updatedAt: null };
}
