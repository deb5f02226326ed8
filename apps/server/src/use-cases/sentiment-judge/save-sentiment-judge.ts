import { type SentimentJudge, SentimentJudgeData, ValidationError } from '@sightline/contracts';
import { type AuthContext, saveSentimentJudgeSetting } from '@sightline/db';
import { resolveEngineConfig } from '../../engines/resolve-engine-config.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';
import { organizationFor } from '../engine-connections/organization-for.ts';
import { effectiveJudgeModel } from './judge-for-organization.ts';
import { sentimentJudgeView } from './sentiment-judge-view.ts';

/**
 * Turns judged sentiment on or off (admin or owner). Turning it on needs a usable connection of the chosen engine
 * and a model to ask; otherwise a ValidationError names `data.engine` or `data.model`. New answers are judged from
 * then on; answers already stored keep their sentiment until they are judged.
 */
export async function saveSentimentJudge(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
  data: unknown,
): Promise<SentimentJudge> {
  const organization = await organizationFor(services, auth, organizationKey, 'manageEngines');
  const input = parseInput(SentimentJudgeData, data);
  const model = input.model ?? null;
  if (input.enabled) {
    const resolved = await resolveEngineConfig(services, organization.id, input.engine);
    if (!resolved) {
      throw new ValidationError('Invalid data.engine', [
        {
          path: ['data', 'engine'],
          message: `has no connection: save a ${input.engine} connection first`,
          name: 'ValidationError',
        },
      ]);
    }
    if (!effectiveJudgeModel(input.engine, model, resolved.model)) {
      throw new ValidationError('Invalid data.model', [
        {
          path: ['data', 'model'],
          message: 'is required: the connection names no model',
          name: 'ValidationError',
        },
      ]);
    }
  }
  await saveSentimentJudgeSetting(services.db, organization.id, {
    enabled: input.enabled,
    engine: input.engine,
    model,
  });
  return sentimentJudgeView(services, organization.id);
}
